package dev.lilt.motion;

import dev.lilt.motion.internal.LatestValueHub;
import java.util.concurrent.Flow;

/**
 * A motion's float value as a {@link Flow.Publisher}: bind a motion to it, and pipes or reactive UIs
 * subscribe to the value. It publishes the <em>latest</em> value, never a queue: a subscriber
 * gets the newest value it has not seen yet whenever it has demand ({@code request(n)}), and the
 * values bound while it had none are conflated into that one. A new subscriber gets the current
 * value first (if one was bound). {@link #complete()} ends the stream: each subscriber gets the
 * last value (on demand, if it has not seen it) and then {@code onComplete}.
 *
 * <pre>{@code
 * FloatValuePublisher opacity = new FloatValuePublisher();
 * Motion.create(0f, 1f, 0.5).withOnComplete(opacity::complete).withOnCancel(opacity::complete)
 *         .bind(opacity);
 * opacity.subscribe(subscriber);
 * }</pre>
 *
 * <p>Cost: binding a value with no subscriber writes two volatile fields and allocates nothing;
 * with subscribers, each delivered value is boxed once per subscriber that has demand.
 *
 * <p>Threading: {@link #accept(float)} and {@link #complete()} are called by one thread at a time
 * (the motion's scheduler thread). Subscribers may subscribe, request and cancel from any thread.
 * A subscriber's signals never overlap, and they run on the thread that made them due: the
 * scheduler's thread when a value is bound (inside the frame: keep {@code onNext} short, or hand
 * it off), or the thread that calls {@code request}. {@code request(n)} with n &lt;= 0 cancels and
 * signals {@code onError(IllegalArgumentException)}; a subscriber whose {@code onNext} throws is
 * cancelled. Cancelling a motion does not end the stream by itself: pass {@link #complete()} to
 * {@code withOnCancel} as above to end it then too (with {@code onComplete}).
 */
public final class FloatValuePublisher implements Flow.Publisher<Float>, FloatConsumer {
    private final LatestValueHub<Float> hub = new LatestValueHub<>(this::read);
    private volatile float value;

    /** Creates a publisher with no value yet and no subscriber. */
    public FloatValuePublisher() {
    }

    private Float read() {
        return value;
    }

    /**
     * Publishes a value (the binder side): subscribers with demand receive it, the others receive
     * it or a newer one when they request.
     *
     * @param value the motion's value
     * @throws IllegalStateException if called after {@link #complete()}
     */
    @Override
    public void accept(float value) {
        if (hub.isComplete()) {
            throw new IllegalStateException("the publisher is complete");
        }
        hub.beginWrite();
        this.value = value;
        hub.endWrite();
    }

    /** Ends the stream: each subscriber gets {@code onComplete} once it has the last value. Idempotent. */
    public void complete() {
        hub.complete();
    }

    /**
     * The latest value published, or 0 before the first.
     *
     * @return the value
     */
    public float value() {
        return value;
    }

    /**
     * The subscribers that have neither cancelled nor completed.
     *
     * @return at least 0
     */
    public int subscriberCount() {
        return hub.subscriberCount();
    }

    /**
     * Subscribes {@code subscriber}: {@code onSubscribe} on the calling thread, then the latest value
     * on demand. Each call is a new subscription; one subscriber may subscribe several times.
     *
     * @param subscriber the subscriber
     * @throws NullPointerException if {@code subscriber} is null
     */
    @Override
    public void subscribe(Flow.Subscriber<? super Float> subscriber) {
        hub.subscribe(subscriber);
    }

    /** Whether a subscriber has not received the latest value yet (for tests that pace a producer). */
    boolean isDelivering() {
        return hub.isDelivering();
    }

    @Override
    public String toString() {
        return "FloatValuePublisher(" + value + ", " + hub.subscriberCount() + " subscribers)";
    }
}
