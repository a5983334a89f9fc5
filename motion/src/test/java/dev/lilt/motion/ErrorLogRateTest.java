package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;

/**
 * The default error log is rate-limited per motion: a throwing binder logs its first error with
 * the trace and the {@code withCancelOnError(true)} hint, then only a count at 10, 100, 1,000...
 * A handler of the user's still receives every error.
 */
class ErrorLogRateTest {
    /** A log line: level, message, and the throwable logged with it (or null). */
    record Line(System.Logger.Level level, String message, Throwable thrown) {
    }

    /** A System.Logger that records what it is given (nothing reaches the build's output). */
    static final class RecordingLogger implements System.Logger {
        final List<Line> lines = new ArrayList<>();

        @Override
        public String getName() {
            return "dev.lilt.motion";
        }

        @Override
        public boolean isLoggable(Level level) {
            return true;
        }

        @Override
        public void log(Level level, ResourceBundle bundle, String msg, Throwable thrown) {
            lines.add(new Line(level, msg, thrown));
        }

        @Override
        public void log(Level level, ResourceBundle bundle, String format, Object... params) {
            lines.add(new Line(level, format, null));
        }
    }

    private final ManualMotionScheduler scheduler = new ManualMotionScheduler("game");
    private final RecordingLogger log = new RecordingLogger();

    ErrorLogRateTest() {
        scheduler.engine().logTo(log);
    }

    private static void boom() {
        throw new IllegalStateException("boom");
    }

    @Test
    void throwingBinder_60Frames_logsTheFirstWithTraceAndHint_thenOneCountLine() {
        MotionHandle h = Motion.create(0f, 1f, 10).withScheduler(scheduler).withDebugName("bad")
                .bind(v -> boom()); // the immediate bind throws too: 61 errors in all
        for (int f = 0; f < 60; f++) {
            scheduler.update(1 / 60.0);
        }

        assertThat(log.lines).hasSize(2);
        Line first = log.lines.get(0);
        assertThat(first.level()).isEqualTo(System.Logger.Level.ERROR);
        assertThat(first.thrown()).hasMessage("boom");
        assertThat(first.message()).contains("Motion 'bad'").contains("withCancelOnError(true)");
        Line count = log.lines.get(1);
        assertThat(count.level()).isEqualTo(System.Logger.Level.WARNING);
        assertThat(count.thrown()).isNull();
        assertThat(count.message()).contains("Motion 'bad' has thrown 10 times")
                .contains(IllegalStateException.class.getName()).contains("withCancelOnError(true)");
        assertThat(h.isPlaying()).isTrue();
    }

    @Test
    void repeatedErrors_betweenCountLines_allocateNothingInTheFrame() {
        IllegalStateException thrown = new IllegalStateException("preallocated");
        Motion.create(0f, 1f, 1e6).withScheduler(scheduler).withDebugName("bad").withImmediateBind(false)
                .bind(v -> {
                    throw thrown;
                });
        for (int f = 0; f < 20_000; f++) {
            scheduler.update(1e-3); // warm-up; errors 10 and 100, 1,000 and 10,000 are logged here
        }
        int linesBefore = log.lines.size();
        long before = Allocations.allocated();
        for (int f = 0; f < 5_000; f++) {
            scheduler.update(1e-3); // errors 20,001 to 25,000: counted, none logged
        }
        long allocated = Allocations.allocated() - before;

        assertThat(log.lines).hasSize(linesBefore).hasSize(5);
        assertThat(allocated).isLessThan(Allocations.BOUND);
    }

    @Test
    void countLines_atPowersOfTen() {
        Motion.create(0f, 1f, 100).withScheduler(scheduler).withImmediateBind(false).bind(v -> boom());
        for (int f = 0; f < 1000; f++) {
            scheduler.update(0.01);
        }

        assertThat(log.lines).extracting(Line::message).hasSize(4)
                .satisfies(m -> assertThat(m.get(1)).contains("thrown 10 times"))
                .satisfies(m -> assertThat(m.get(2)).contains("thrown 100 times"))
                .satisfies(m -> assertThat(m.get(3)).contains("thrown 1000 times"));
    }

    @Test
    void eachMotion_hasItsOwnFirstLine() {
        Motion.create(0f, 1f, 10).withScheduler(scheduler).withDebugName("a").bind(v -> boom());
        Motion.create(0f, 1f, 10).withScheduler(scheduler).withDebugName("b").bind(v -> boom());
        for (int f = 0; f < 5; f++) {
            scheduler.update(0.1);
        }

        assertThat(log.lines).extracting(Line::message).hasSize(2)
                .anySatisfy(m -> assertThat(m).startsWith("Motion 'a' threw"))
                .anySatisfy(m -> assertThat(m).startsWith("Motion 'b' threw"));
        assertThat(log.lines).allSatisfy(l -> assertThat(l.thrown()).isNotNull());
    }

    @Test
    void cancelOnError_firstLineSaysItIsCancelled() {
        MotionHandle h = Motion.create(0f, 1f, 10).withScheduler(scheduler).withDebugName("c")
                .withCancelOnError(true).bind(v -> boom());

        assertThat(h.isActive()).isFalse();
        assertThat(log.lines).singleElement()
                .satisfies(l -> assertThat(l.message()).contains("withCancelOnError cancels it"));
    }

    @Test
    void usersHandler_receivesEveryError_nothingLogged() {
        List<String> seen = new ArrayList<>();
        scheduler.setUnhandledErrorHandler((name, error) -> seen.add(name));
        Motion.create(0f, 1f, 10).withScheduler(scheduler).withDebugName("bad").bind(v -> boom());
        for (int f = 0; f < 60; f++) {
            scheduler.update(1 / 60.0);
        }

        assertThat(seen).hasSize(61).containsOnly("bad");
        assertThat(log.lines).isEmpty();
    }

    @Test
    void aThrowingHandler_isLoggedWithTheErrorSuppressed() {
        scheduler.setUnhandledErrorHandler((name, error) -> {
            throw new IllegalArgumentException("handler broke");
        });
        Motion.create(0f, 1f, 10).withScheduler(scheduler).withDebugName("bad").bind(v -> boom());

        assertThat(log.lines).singleElement().satisfies(l -> {
            assertThat(l.message()).contains("MotionErrorHandler threw while handling motion 'bad'");
            assertThat(l.thrown()).hasMessage("handler broke");
            assertThat(l.thrown().getSuppressed()).singleElement().satisfies(e -> assertThat(e).hasMessage("boom"));
        });
    }

    @Test
    void postedTaskError_isLogged() {
        scheduler.update(0);
        scheduler.executor().execute(ErrorLogRateTest::boom);
        scheduler.update(0);

        assertThat(log.lines).singleElement().satisfies(l -> {
            assertThat(l.message()).contains("posted task");
            assertThat(l.thrown()).hasMessage("boom");
        });
    }
}
