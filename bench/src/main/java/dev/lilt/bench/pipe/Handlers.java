package dev.lilt.bench.pipe;

import dev.lilt.pipe.MessageHandler;
import io.reactivex.rxjava3.functions.Consumer;

/**
 * One handler class per library (each library finds handlers its own way: an interface, or an
 * annotation). Every handler does the same work: add the message's value to its own sum.
 * {@link #distinct(int, int)} gives subscriber i an instance of one of 1 to 8 classes, so that a
 * call site sees one receiver class (monomorphic) or up to eight (megamorphic), as in a real
 * program whose subscribers are different classes.
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

    /** A handler's running sum; the base of the distinct handler classes. */
    abstract static class Counted {
        long sum;
    }

    /**
     * Subscriber {@code index}'s handler when handlers come in {@code classes} distinct classes.
     *
     * @param index the subscriber's position
     * @param classes how many distinct classes, 1 to 8
     * @return a handler that is a Lilt handler, a {@code java.util.function.Consumer} and an RxJava consumer
     */
    static Counted distinct(int index, int classes) {
        switch (index % classes) {
            case 0: return new Sum0();
            case 1: return new Sum1();
            case 2: return new Sum2();
            case 3: return new Sum3();
            case 4: return new Sum4();
            case 5: return new Sum5();
            case 6: return new Sum6();
            default: return new Sum7();
        }
    }

    /** Distinct handler class 0. */
    static final class Sum0 extends Counted implements MessageHandler<Tick>, java.util.function.Consumer<Tick>,
            Consumer<Tick> {
        @Override
        public void handle(Tick message) {
            sum += message.value;
        }

        @Override
        public void accept(Tick message) {
            sum += message.value;
        }
    }

    /** Distinct handler class 1. */
    static final class Sum1 extends Counted implements MessageHandler<Tick>, java.util.function.Consumer<Tick>,
            Consumer<Tick> {
        @Override
        public void handle(Tick message) {
            sum += message.value;
        }

        @Override
        public void accept(Tick message) {
            sum += message.value;
        }
    }

    /** Distinct handler class 2. */
    static final class Sum2 extends Counted implements MessageHandler<Tick>, java.util.function.Consumer<Tick>,
            Consumer<Tick> {
        @Override
        public void handle(Tick message) {
            sum += message.value;
        }

        @Override
        public void accept(Tick message) {
            sum += message.value;
        }
    }

    /** Distinct handler class 3. */
    static final class Sum3 extends Counted implements MessageHandler<Tick>, java.util.function.Consumer<Tick>,
            Consumer<Tick> {
        @Override
        public void handle(Tick message) {
            sum += message.value;
        }

        @Override
        public void accept(Tick message) {
            sum += message.value;
        }
    }

    /** Distinct handler class 4. */
    static final class Sum4 extends Counted implements MessageHandler<Tick>, java.util.function.Consumer<Tick>,
            Consumer<Tick> {
        @Override
        public void handle(Tick message) {
            sum += message.value;
        }

        @Override
        public void accept(Tick message) {
            sum += message.value;
        }
    }

    /** Distinct handler class 5. */
    static final class Sum5 extends Counted implements MessageHandler<Tick>, java.util.function.Consumer<Tick>,
            Consumer<Tick> {
        @Override
        public void handle(Tick message) {
            sum += message.value;
        }

        @Override
        public void accept(Tick message) {
            sum += message.value;
        }
    }

    /** Distinct handler class 6. */
    static final class Sum6 extends Counted implements MessageHandler<Tick>, java.util.function.Consumer<Tick>,
            Consumer<Tick> {
        @Override
        public void handle(Tick message) {
            sum += message.value;
        }

        @Override
        public void accept(Tick message) {
            sum += message.value;
        }
    }

    /** Distinct handler class 7. */
    static final class Sum7 extends Counted implements MessageHandler<Tick>, java.util.function.Consumer<Tick>,
            Consumer<Tick> {
        @Override
        public void handle(Tick message) {
            sum += message.value;
        }

        @Override
        public void accept(Tick message) {
            sum += message.value;
        }
    }
}
