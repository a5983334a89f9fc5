package dev.lilt.motion;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Records what is logged to a {@code java.util.logging} logger (where {@code System.Logger} goes by
 * default) while open, and keeps it off the console: a test that provokes an error log asserts on
 * the records instead of printing the stack trace into the build output.
 */
final class LogCapture implements AutoCloseable {
    /** Held so the logger, weakly kept by the LogManager, keeps the handler while the test runs. */
    private final Logger logger;
    private final boolean usedParentHandlers;
    private final List<LogRecord> records = new CopyOnWriteArrayList<>();
    private final Handler handler = new Handler() {
        @Override
        public void publish(LogRecord record) {
            records.add(record);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    private LogCapture(String name) {
        logger = Logger.getLogger(name);
        usedParentHandlers = logger.getUseParentHandlers();
        logger.addHandler(handler);
        logger.setUseParentHandlers(false);
    }

    /** Starts capturing what is logged to {@code name} and its children. */
    static LogCapture of(String name) {
        return new LogCapture(name);
    }

    /** The records logged since this capture opened, oldest first. */
    List<LogRecord> records() {
        return List.copyOf(records);
    }

    @Override
    public void close() {
        logger.removeHandler(handler);
        logger.setUseParentHandlers(usedParentHandlers);
    }
}
