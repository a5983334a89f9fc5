package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.ref.Reference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import jdk.jfr.Configuration;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FlightRecorderEventsTest {
    private static final String FAILURE = "dev.lilt.pipe.DeliveryFailure";
    private static final String COUNTS = "dev.lilt.pipe.PublishCounts";

    record Damage(int amount) {
        @Override
        public String toString() {
            throw new AssertionError("a report must not call the message's toString()");
        }
    }

    static final class Boom extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Boom(String message) {
            super(message);
        }
    }

    static final class FailingHandler implements MessageHandler<Damage> {
        @Override
        public void handle(Damage message) {
            throw new Boom("no health bar");
        }
    }

    @TempDir
    Path dir;

    @Test
    void deliveryFailure_throwingHandler_recordsTypeHandlerAndException() throws IOException {
        MessagePipe pipe = MessagePipe.builder().name("game").errorHandler((m, f) -> { }).build();
        pipe.subscriber(Damage.class).subscribe(new FailingHandler());
        pipe.subscriber(Damage.class).subscribe(d -> { });

        List<RecordedEvent> events = record(FAILURE, r -> pipe.publisher(Damage.class).publish(new Damage(5)));

        assertThat(events).singleElement().satisfies(e -> {
            assertThat(e.getString("pipe")).isEqualTo("game");
            assertThat(e.getString("messageType")).isEqualTo(Damage.class.getName());
            assertThat(e.getString("handler")).isEqualTo(FailingHandler.class.getName());
            assertThat(e.getString("exceptionClass")).isEqualTo(Boom.class.getName());
            assertThat(e.getString("exceptionMessage")).isEqualTo("no health bar");
            assertThat(e.getStackTrace()).isNotNull();
        });
        pipe.close();
    }

    @Test
    void deliveryFailure_filteredAndQueuedHandlers_nameTheUsersHandler() throws IOException {
        MessagePipe pipe = MessagePipe.builder().filter((m, next) -> next.handle(m))
                .errorHandler((m, f) -> { }).build();
        pipe.subscriber(Damage.class).subscribe(new FailingHandler(), d -> true);
        pipe.subscriber(Damage.class).on(Runnable::run).subscribe(new FailingHandler());

        List<RecordedEvent> events = record(FAILURE, r -> pipe.publisher(Damage.class).publish(new Damage(1)));

        assertThat(events).hasSize(2).allSatisfy(e -> {
            assertThat(e.getString("pipe")).isEmpty();
            assertThat(e.getString("handler")).isEqualTo(FailingHandler.class.getName());
        });
        pipe.close();
    }

    @Test
    void deliveryFailure_failedAsyncStage_namesItsHandler() throws IOException {
        MessagePipe pipe = MessagePipe.builder().name("async").errorHandler((m, f) -> { }).build();
        AsyncMessageHandler<Damage> fine = d -> CompletableFuture.completedFuture(null);
        AsyncMessageHandler<Damage> failing = new FailingAsyncHandler();
        pipe.asyncSubscriber(Damage.class).subscribe(fine);
        pipe.asyncSubscriber(Damage.class).subscribe(failing);

        List<RecordedEvent> events = record(FAILURE,
                r -> pipe.asyncPublisher(Damage.class).publishAsync(new Damage(2)).toCompletableFuture().join());

        assertThat(events).singleElement().satisfies(e -> {
            assertThat(e.getString("handler")).isEqualTo(FailingAsyncHandler.class.getName());
            assertThat(e.getString("exceptionClass")).isEqualTo(Boom.class.getName());
        });
        pipe.close();
    }

    static final class FailingAsyncHandler implements AsyncMessageHandler<Damage> {
        @Override
        public CompletableFuture<Void> handle(Damage message) {
            return CompletableFuture.failedFuture(new Boom("late"));
        }
    }

    @Test
    void deliveryFailure_notEnabled_recordsNothing() throws IOException {
        MessagePipe pipe = MessagePipe.builder().errorHandler((m, f) -> { }).build();
        pipe.subscriber(Damage.class).subscribe(new FailingHandler());
        Path file = dir.resolve("off.jfr");

        try (Recording recording = new Recording()) {
            recording.enable("jdk.ThreadSleep"); // something on, ours untouched: its default is off
            recording.start();
            pipe.publisher(Damage.class).publish(new Damage(3));
            recording.stop();
            recording.dump(file);
        }

        assertThat(RecordingFile.readAllEvents(file)).noneMatch(e -> e.getEventType().getName().startsWith("dev.lilt"));
        pipe.close();
    }

    @Test
    void publishCounts_periodicEvent_carriesExactCountsPerType() throws IOException {
        MessagePipe pipe = MessagePipe.builder().name("counted").countPublishes(true).build();
        pipe.subscriber(Damage.class).subscribe(d -> { });
        pipe.keyedSubscriber(Integer.class, String.class).subscribe(1, s -> { });

        List<RecordedEvent> events = record(COUNTS, r -> {
            for (int i = 0; i < 1000; i++) {
                pipe.publisher(Damage.class).publish(new Damage(i));
            }
            for (int i = 0; i < 7; i++) {
                pipe.keyedPublisher(Integer.class, String.class).publish(i, "hit");
            }
        });

        // everyChunk: the hook runs when the recording starts and when it stops; take the last per type
        Map<String, Long> last = events.stream()
                .filter(e -> e.getString("pipe").equals("counted"))
                .collect(Collectors.toMap(e -> e.getString("messageType"), e -> e.getLong("publishes"),
                        (a, b) -> b));
        assertThat(last).isEqualTo(Map.of(Damage.class.getName(), 1000L, String.class.getName(), 7L));
        pipe.close();
    }

    @Test
    void publishCounts_closedPipe_emitsNoMore() throws IOException {
        MessagePipe pipe = MessagePipe.builder().name("closed-early").countPublishes(true).build();
        pipe.publisher(Damage.class).publish(new Damage(1));
        pipe.close();

        List<RecordedEvent> events = record(COUNTS, r -> { });

        assertThat(events).noneMatch(e -> e.getString("pipe").equals("closed-early"));
    }

    @Test
    void publishCounts_pipeDroppedWithoutClose_stopsOnceCollected() throws Exception {
        MessagePipe pipe = MessagePipe.builder().name("forgotten").countPublishes(true).build();
        pipe.publisher(Damage.class).publish(new Damage(1));
        List<RecordedEvent> events = record(COUNTS, r -> { });
        assertThat(events).anyMatch(e -> e.getString("pipe").equals("forgotten"));
        Reference.reachabilityFence(pipe);
        pipe = null; // dropped without close(): only the cleaner can remove its hook

        for (int i = 0; i < 100; i++) {
            System.gc();
            Thread.sleep(20);
            events = record(COUNTS, r -> { });
            if (events.stream().noneMatch(e -> e.getString("pipe").equals("forgotten"))) {
                break;
            }
        }

        assertThat(events).noneMatch(e -> e.getString("pipe").equals("forgotten"));
    }

    @Test
    void liltJfc_enablesThePipeEvents_onTopOfTheJdkProfile() throws Exception {
        Map<String, String> lilt = Configuration.create(Path.of("..", "docs", "lilt.jfc")).getSettings();
        assertThat(lilt).containsEntry(FAILURE + "#enabled", "true").containsEntry(COUNTS + "#enabled", "true");
        assertThat(Configuration.getConfiguration("default").getSettings()).doesNotContainKey(FAILURE + "#enabled");
        MessagePipe pipe = MessagePipe.builder().name("profiled").errorHandler((m, f) -> { }).build();
        pipe.subscriber(Damage.class).subscribe(new FailingHandler());
        Path file = dir.resolve("profile.jfr");

        try (Recording recording = new Recording(Configuration.getConfiguration("profile"))) {
            Map<String, String> settings = new HashMap<>(recording.getSettings());
            settings.putAll(lilt);
            recording.setSettings(settings);
            recording.start();
            pipe.publisher(Damage.class).publish(new Damage(4));
            recording.stop();
            recording.dump(file);
        }

        assertThat(RecordingFile.readAllEvents(file))
                .filteredOn(e -> e.getEventType().getName().equals(FAILURE))
                .singleElement().satisfies(e -> assertThat(e.getString("pipe")).isEqualTo("profiled"));
        pipe.close();
    }

    /** Records {@code eventName} (enabled, every chunk for a periodic one) around {@code action}. */
    private List<RecordedEvent> record(String eventName, Consumer<Recording> action) throws IOException {
        Path file = Files.createTempFile(dir, "pipe", ".jfr");
        try (Recording recording = new Recording()) {
            recording.enable(eventName).with("period", "everyChunk");
            recording.start();
            action.accept(recording);
            recording.stop();
            recording.dump(file);
        }
        List<RecordedEvent> out = new CopyOnWriteArrayList<>();
        for (RecordedEvent e : RecordingFile.readAllEvents(file)) {
            if (e.getEventType().getName().equals(eventName)) {
                out.add(e);
            }
        }
        return out;
    }
}
