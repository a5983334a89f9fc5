package dev.lilt.motion.diagnostics;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import jdk.jfr.Configuration;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FlightRecorderTest {
    @TempDir
    Path dir;

    /** A target whose toString must never reach an event. */
    private static final class Secret {
        float value;

        @Override
        public String toString() {
            return "SECRET";
        }
    }

    private static void sleepMillis(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private List<RecordedEvent> record(Recording recording, Runnable work) throws IOException {
        recording.start();
        try {
            work.run();
        } finally {
            recording.stop();
        }
        Path file = dir.resolve("motion.jfr");
        recording.dump(file);
        recording.close();
        return RecordingFile.readAllEvents(file).stream()
                .filter(e -> e.getEventType().getName().startsWith("dev.lilt.motion."))
                .collect(Collectors.toList());
    }

    private static List<RecordedEvent> named(List<RecordedEvent> events, String name) {
        return events.stream().filter(e -> e.getEventType().getName().equals(name)).collect(Collectors.toList());
    }

    @Test
    void recording_capturesFramesErrorsAndSlowCallbacks() throws Exception {
        Recording recording = new Recording();
        recording.enable("dev.lilt.motion.Frame");
        recording.enable("dev.lilt.motion.MotionError");
        recording.enable("dev.lilt.motion.SlowCallback").withThreshold(java.time.Duration.ofMillis(5));
        ManualMotionScheduler s = new ManualMotionScheduler("jfr frames");
        s.setUnhandledErrorHandler((name, error) -> { });
        Secret secret = new Secret();

        List<RecordedEvent> events = record(recording, () -> {
            Motion.create(0f, 1f, 1).withScheduler(s).withDebugName("quick").bind(secret, (v, t) -> t.value = v);
            Motion.create(0f, 1f, 1).withScheduler(s).withDebugName("sleepy").withImmediateBind(false)
                    .bind(secret, (v, t) -> sleepMillis(20));
            Motion.create(0f, 1f, 0.015).withScheduler(s).withDebugName("failing").withImmediateBind(false)
                    .withOnComplete(() -> {
                        throw new IllegalArgumentException("bad input 42");
                    })
                    .bind(secret, (v, t) -> t.value = v);
            for (int f = 0; f < 3; f++) {
                s.update(0.01);
            }
            s.close();
        });

        List<RecordedEvent> frames = named(events, "dev.lilt.motion.Frame");
        assertThat(frames).hasSize(3);
        assertThat(frames).allSatisfy(e -> {
            assertThat(e.getString("scheduler")).isEqualTo("jfr frames");
            assertThat(e.getDuration().toMillis()).isGreaterThanOrEqualTo(20); // the sleepy binder
        });
        assertThat(frames).extracting(e -> e.getInt("motions")).containsExactly(3, 3, 2); // "failing" ended
        assertThat(frames).extracting(e -> e.getInt("bound")).containsExactly(3, 3, 2);
        assertThat(frames).extracting(e -> e.getInt("callbacks")).containsExactly(0, 1, 0);
        assertThat(frames).extracting(e -> e.getInt("errors")).containsExactly(0, 1, 0);

        assertThat(named(events, "dev.lilt.motion.MotionError")).singleElement().satisfies(e -> {
            assertThat(e.getString("scheduler")).isEqualTo("jfr frames");
            assertThat(e.getString("motion")).isEqualTo("failing");
            assertThat(e.getString("exceptionClass")).isEqualTo(IllegalArgumentException.class.getName());
            assertThat(e.getString("message")).isEqualTo("bad input 42");
        });

        List<RecordedEvent> slow = named(events, "dev.lilt.motion.SlowCallback");
        // on a loaded machine a quick callback may pass the 5 ms threshold too: look at the sleepy one
        assertThat(slow).allSatisfy(e -> assertThat(e.getDuration().toMillis()).isGreaterThanOrEqualTo(5));
        assertThat(slow).filteredOn(e -> e.getString("motion").equals("sleepy")).hasSize(3).allSatisfy(e -> {
            assertThat(e.getString("kind")).isEqualTo("float");
            assertThat(e.getString("callback")).isEqualTo("binder");
            assertThat(e.getDuration().toMillis()).isGreaterThanOrEqualTo(20);
        });
        assertThat(events).allSatisfy(e -> assertThat(e.toString()).doesNotContain("SECRET"));
    }

    @Test
    void slowCallbacks_timeCompletionCallbacksToo() throws Exception {
        Recording recording = new Recording();
        recording.enable("dev.lilt.motion.SlowCallback").withThreshold(java.time.Duration.ofMillis(5));
        ManualMotionScheduler s = new ManualMotionScheduler("jfr callbacks");

        List<RecordedEvent> events = record(recording, () -> {
            Motion.create(0f, 1f, 0.01).withScheduler(s).withDebugName("done").withLoops(2)
                    .withOnLoopComplete(n -> sleepMillis(10))
                    .withOnComplete(() -> sleepMillis(10))
                    .bind(new float[1], (v, t) -> t[0] = v);
            s.update(0.015);
            s.update(0.015);
            s.close();
        });

        assertThat(events).extracting(e -> e.getString("callback")).filteredOn(c -> !c.equals("binder"))
                .containsExactly("onLoopComplete", "onLoopComplete", "onComplete");
    }

    @Test
    void noRecording_nothingRecordedAndFramesRunPlain() throws Exception {
        Recording recording = new Recording(); // runs, but enables no Lilt event
        ManualMotionScheduler s = new ManualMotionScheduler("jfr quiet");

        List<RecordedEvent> events = record(recording, () -> {
            Motion.create(0f, 1f, 1).withScheduler(s).bind(new float[1], (v, t) -> t[0] = v);
            s.update(0.5);
            s.close();
        });

        assertThat(events).isEmpty();
    }

    @Test
    void liltJfc_enablesEveryMotionEvent_andCombinesWithTheJdkProfile() throws Exception {
        Path jfc = Path.of("..", "docs", "lilt.jfc");
        assertThat(Files.exists(jfc)).as("docs/lilt.jfc").isTrue();
        Map<String, String> lilt = Configuration.create(jfc).getSettings();
        assertThat(lilt).containsEntry("dev.lilt.motion.Frame#enabled", "true")
                .containsEntry("dev.lilt.motion.MotionError#enabled", "true")
                .containsEntry("dev.lilt.motion.SlowCallback#enabled", "true")
                .containsEntry("dev.lilt.motion.SlowCallback#threshold", "1 ms");

        Recording recording = new Recording(Configuration.getConfiguration("profile"));
        recording.setSettings(merged(recording.getSettings(), lilt));
        ManualMotionScheduler s = new ManualMotionScheduler("jfr profile");
        List<RecordedEvent> events = record(recording, () -> {
            s.update(0.01);
            s.close();
        });

        assertThat(named(events, "dev.lilt.motion.Frame")).singleElement()
                .satisfies(e -> assertThat(e.getString("scheduler")).isEqualTo("jfr profile"));
    }

    private static Map<String, String> merged(Map<String, String> base, Map<String, String> extra) {
        Map<String, String> all = new java.util.HashMap<>(base);
        all.putAll(extra);
        return all;
    }
}
