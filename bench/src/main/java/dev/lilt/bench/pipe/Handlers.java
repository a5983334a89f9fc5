package dev.lilt.bench.pipe;

import dev.lilt.pipe.MessageHandler;
import io.reactivex.rxjava3.functions.Consumer;

/**
 * One handler class per library (each library finds handlers its own way: an interface, or an
 * annotation). Every handler does the same work: add the message's value to its own sum. N
 * subscribers are N instances of the same class, so every call site sees one receiver class.
 */
final class Handlers {
    private Handlers() {
    }

    /** Lilt's handler, also the limit's {@link java.util.function.Consumer} and RxJava's consumer. */
    static final class Sum implements MessageHandler<Tick>, java.util.function.Consumer<Tick>, Consumer<Tick> {
        long sum;

        @Override
        public void handle(Tick message) {
            sum += message.value;
        }

        @Override
        public void accept(Tick message) {
            sum += message.value;
        }
    }

    /** Guava EventBus: an annotated method (thread-safe, so the bus does not synchronise it). */
    public static final class GuavaSum {
        long sum;

        /**
         * Receives a tick.
         *
         * @param message the tick
         */
        @com.google.common.eventbus.Subscribe
        @com.google.common.eventbus.AllowConcurrentEvents
        public void on(Tick message) {
            sum += message.value;
        }
    }

    /** greenrobot EventBus: an annotated method, posting thread. */
    public static final class GreenrobotSum {
        long sum;

        /**
         * Receives a tick.
         *
         * @param message the tick
         */
        @org.greenrobot.eventbus.Subscribe
        public void on(Tick message) {
            sum += message.value;
        }
    }

    /** MBassador: an annotated method. */
    public static final class MBassadorSum {
        long sum;

        /**
         * Receives a tick.
         *
         * @param message the tick
         */
        @net.engio.mbassy.listener.Handler
        public void on(Tick message) {
            sum += message.value;
        }
    }
}
