package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ErrorHandlingTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final List<String> reported = new ArrayList<>();
    private final List<String> log = new ArrayList<>();

    ErrorHandlingTest() {
        scheduler.setUnhandledErrorHandler((name, error) -> reported.add(name + ":" + error.getMessage()));
    }

    private static void fail(String message) {
        throw new IllegalStateException(message);
    }

    private DoubleMotionBuilder motion() {
        return Motion.create(0.0, 10.0, 1).withScheduler(scheduler);
    }

    @Test
    void throwingBinder_reportedWithDebugName_motionGoesOn() {
        MotionHandle h = motion().withDebugName("fader").withImmediateBind(false)
                .bind(log, (v, l) -> fail("boom"));
        scheduler.update(0.25);
        scheduler.update(0.25);
        assertThat(reported).containsExactly("fader:boom", "fader:boom");
        assertThat(h.isPlaying()).isTrue();
        assertThat(h.value()).isEqualTo(5.0);
    }

    @Test
    void throwingBinder_defaultName_namesKindAndSlot() {
        Motion.create(0, 1, 1).withScheduler(scheduler).bind(v -> fail("x"));
        assertThat(reported).singleElement().asString().contains("int").contains("motion").endsWith(":x");
    }

    @Test
    void throwingBinder_otherMotionsStillAdvanceAndBind() {
        motion().withImmediateBind(false).bind(log, (v, l) -> fail("first"));
        motion().withImmediateBind(false).bind(log, (v, l) -> l.add("second=" + v));
        MotionHandle third = motion().withOnComplete(() -> fail("third")).run();
        motion().withImmediateBind(false).withOnComplete(() -> log.add("fourth.complete"))
                .bind(log, (v, l) -> l.add("fourth=" + v));
        scheduler.update(1);
        assertThat(log).containsExactly("second=10.0", "fourth=10.0", "fourth.complete");
        assertThat(reported).hasSize(2);
        assertThat(third.isActive()).isFalse();
    }

    @Test
    void cancelOnError_throwingBinder_cancelsThatMotionOnly() {
        MotionHandle bad = motion().withCancelOnError(true).withImmediateBind(false)
                .withOnCancel(() -> log.add("bad.cancel")).bind(log, (v, l) -> fail("bad"));
        MotionHandle good = motion().withImmediateBind(false).bind(log, (v, l) -> l.add("good=" + v));
        scheduler.update(0.5);
        assertThat(bad.isActive()).isFalse();
        assertThat(good.isActive()).isTrue();
        assertThat(reported).singleElement().asString().endsWith(":bad");
        assertThat(log).containsExactly("bad.cancel", "good=5.0");
        scheduler.update(0.5);
        assertThat(reported).hasSize(1);
    }

    @Test
    void cancelOnError_throwingOnLoopComplete_stopsLaterCallbacks() {
        MotionHandle h = motion().withLoops(3).withCancelOnError(true)
                .withOnLoopComplete(n -> fail("loop" + n)).withOnComplete(() -> log.add("complete")).run();
        scheduler.update(5);
        assertThat(reported).singleElement().asString().endsWith(":loop1");
        assertThat(log).isEmpty();
        assertThat(h.isActive()).isFalse();
    }

    @Test
    void throwingOnLoopComplete_withoutCancel_laterCallbacksStillFire() {
        motion().withLoops(3).withOnLoopComplete(n -> {
            log.add("loop" + n);
            fail("loop" + n);
        }).withOnComplete(() -> log.add("complete")).run();
        scheduler.update(5);
        assertThat(log).containsExactly("loop1", "loop2", "loop3", "complete");
        assertThat(reported).hasSize(3);
    }

    @Test
    void throwingOnCancel_reportedAndMotionStillCancelled() {
        MotionHandle h = motion().withDebugName("c").withOnCancel(() -> fail("cancel")).run();
        assertThatCode(h::cancel).doesNotThrowAnyException();
        assertThat(reported).containsExactly("c:cancel");
        assertThat(h.isActive()).isFalse();
    }

    @Test
    void throwingOnComplete_fromHandleComplete_reportedNotThrown() {
        MotionHandle h = motion().withDebugName("c").withOnComplete(() -> fail("done")).run();
        assertThatCode(h::complete).doesNotThrowAnyException();
        assertThat(reported).containsExactly("c:done");
    }

    @Test
    void throwingImmediateBind_reportedNotThrown() {
        MotionHandle h = motion().withDebugName("i").bind(log, (v, l) -> fail("at bind"));
        assertThat(reported).containsExactly("i:at bind");
        assertThat(h.isPlaying()).isTrue();
    }

    @Test
    void cancelOnError_throwingImmediateBind_handleDeadAndStaysDead() {
        MotionHandle h = motion().withCancelOnError(true).bind(log, (v, l) -> fail("at bind"));
        assertThat(h.isActive()).isFalse();
        List<MotionHandle> later = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            later.add(motion().run());
        }
        scheduler.update(0.1);
        assertThat(h.isActive()).isFalse();
        assertThat(h.tryCancel()).isFalse();
        assertThat(later).doesNotContain(h).allSatisfy(x -> assertThat(x.isActive()).isTrue());
        assertThat(scheduler.activeCount()).isEqualTo(40);
    }

    @Test
    void throwingErrorHandler_isIgnored() {
        ErrorLogRateTest.RecordingLogger captured = new ErrorLogRateTest.RecordingLogger();
        scheduler.engine().logTo(captured);
        scheduler.setUnhandledErrorHandler((name, error) -> fail("handler"));
        motion().withImmediateBind(false).bind(log, (v, l) -> fail("binder"));
        MotionHandle other = motion().run();
        assertThatCode(() -> scheduler.update(0.5)).doesNotThrowAnyException();
        assertThat(other.value()).isEqualTo(5.0);
        assertThat(captured.lines).singleElement()
                .satisfies(l -> assertThat(l.thrown()).hasMessage("handler"));
    }

    @Test
    void defaultHandler_logsWithoutPropagating() {
        ManualMotionScheduler plain = new ManualMotionScheduler();
        ErrorLogRateTest.RecordingLogger captured = new ErrorLogRateTest.RecordingLogger();
        plain.engine().logTo(captured);
        MotionHandle h = Motion.create(0f, 1f, 1).withScheduler(plain).withDebugName("logged")
                .withImmediateBind(false).bind(v -> fail("expected in test: default handler logs this"));
        assertThatCode(() -> plain.update(0.5)).doesNotThrowAnyException();
        assertThat(h.isPlaying()).isTrue();
        assertThat(captured.lines).singleElement().satisfies(l -> {
            assertThat(l.level()).isEqualTo(System.Logger.Level.ERROR);
            assertThat(l.message()).startsWith("Motion 'logged' threw from user code");
            assertThat(l.thrown()).hasMessage("expected in test: default handler logs this");
        });
    }

    @Test
    void throwingCustomEase_isReported_motionFallsBackToLinear_othersUnaffected() {
        MotionHandle h = motion().withImmediateBind(false).withDebugName("eased").withEase(t -> {
            if (t > 0.4f && t < 0.6f) {
                throw new ArithmeticException("ease");
            }
            return t;
        }).run();
        MotionHandle other = motion().run();
        assertThatCode(() -> scheduler.update(0.5)).doesNotThrowAnyException();
        assertThat(reported).containsExactly("eased:ease");
        assertThat(h.value()).isEqualTo(5.0);
        scheduler.update(0.25);
        assertThat(h.value()).isEqualTo(7.5);
        assertThat(other.isPlaying()).isTrue();
    }
}
