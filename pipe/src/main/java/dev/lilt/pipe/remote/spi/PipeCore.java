package dev.lilt.pipe.remote.spi;

import dev.lilt.pipe.Subscription;
import dev.lilt.pipe.remote.ConnectionState;
import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.internal.DistributedPipeImpl;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The engine-neutral half of a distributed pipe, as its engine sees it: where the engine hands
 * received messages, reports failures and connection changes, and counts what it did. An engine
 * module builds a pipe with {@link #open}, giving its {@link Transport}; the pipe it returns is
 * the user's {@link DistributedPipe}. Thread-safe.
 */
public interface PipeCore {
    /** What became of one delivery attempt. */
    enum Outcome {
        /** Every local handler ran without throwing (or the topic had none). */
        DELIVERED,
        /** At least one local handler (or filter) threw. */
        HANDLER_FAILED,
        /** A codec could not decode the payload; retrying cannot help. */
        UNDECODABLE
    }

    /** The counters an engine increments; the others are the pipe's own. */
    enum Counter {
        /** A message set aside after its retries ({@code deadLettered}). */
        DEAD_LETTERED,
        /** A message taken over from a dead or stuck consumer ({@code claimed}). */
        CLAIMED,
        /** A publish failed with MessageNotSentException ({@code publishNotSent}). */
        PUBLISH_NOT_SENT,
        /** A publish failed with MessageOutcomeUnknownException ({@code publishUnknown}). */
        PUBLISH_UNKNOWN,
        /** A message written again after a lost answer ({@code publishResent}). */
        PUBLISH_RESENT,
        /** A repeat recognised and dropped before the handlers ({@code duplicatesDropped}). */
        DUPLICATE_DROPPED
    }

    /**
     * Builds a distributed pipe over an engine. The pipe creates its delivery thread, then calls
     * {@code engine} once with itself, then {@link Transport#start()}.
     *
     * @param settings the neutral options
     * @param engine makes the transport for the pipe it is given; it may throw (cannot connect),
     *     and then nothing is left open
     * @return the open pipe
     * @throws NullPointerException if {@code settings} ("settings == null") or {@code engine}
     *     ("engine == null") is null, or the engine returned null
     */
    static DistributedPipe open(PipeSettings settings, Function<? super PipeCore, ? extends Transport> engine) {
        Objects.requireNonNull(settings, "settings == null");
        Objects.requireNonNull(engine, "engine == null");
        return DistributedPipeImpl.open(settings, engine);
    }

    /**
     * The neutral options the pipe was built with.
     *
     * @return the settings
     */
    PipeSettings settings();

    /**
     * The pipe's number in this JVM, for the engine's thread names
     * ({@code "lilt-" + engine + "-reader-" + name()}).
     *
     * @return a short unique name
     */
    String name();

    /**
     * Delivers a message later, on the pipe's delivery thread, in call order; failures go to the
     * error handler. For at-most-once engines, from their I/O threads.
     *
     * @param topic the topic it arrived for
     * @param key the key it was published to
     * @param payload the bytes, not modified afterwards
     */
    void enqueue(Topic topic, String key, byte[] payload);

    /**
     * Delivers a message now, on the calling thread (an engine's reader thread).
     *
     * @param topic the topic it arrived for
     * @param key the key it was published to
     * @param payload the bytes
     * @param reportFailures whether handler failures go to the error handler (false while retries
     *     remain)
     * @return the outcome
     */
    Outcome deliverNow(Topic topic, String key, byte[] payload, boolean reportFailures);

    /**
     * Delivers now with the at-least-once policy: a handler failure is retried up to
     * {@link PipeSettings#retries()} times, and only the last attempt's failures are reported.
     * Anything but {@link Outcome#DELIVERED} is for the engine to dead-letter.
     *
     * @param topic the topic it arrived for
     * @param key the key it was published to
     * @param payload the bytes
     * @return the last attempt's outcome
     */
    Outcome deliverWithRetries(Topic topic, String key, byte[] payload);

    /**
     * Runs a task on the pipe's delivery thread.
     *
     * @param task the task
     * @return completes after the task ran (at once if the pipe is closed and the task did not run)
     */
    CompletableFuture<Void> runOnDeliveryThread(Runnable task);

    /**
     * Tells whether a local subscriber wants the topic now.
     *
     * @param topic the topic
     * @return true while it has a subscriber
     */
    boolean hasInterest(Topic topic);

    /**
     * Reports a payload no codec could read before delivery (a malformed entry): counted as a
     * decode failure and given to the error handler as a MessageDecodeException.
     *
     * @param key the key it arrived on
     * @param payload the raw bytes
     * @param failure why it cannot be read
     */
    void decodeFailed(String key, byte[] payload, RuntimeException failure);

    /**
     * Gives an engine-specific failure to the user's error handler (or logs it).
     *
     * @param message what failed (a key, a payload)
     * @param failure the failure, with a message naming what failed
     */
    void reportError(Object message, Throwable failure);

    /**
     * Logs a failure of the engine that no caller waits for (a failed unsubscribe, a read error);
     * nothing once the pipe is closed.
     *
     * @param what what was being done
     * @param failure the failure
     */
    void transportFailure(String what, Throwable failure);

    /**
     * Logs, in one line, an engine event the pipe recovered from by itself; nothing once closed.
     *
     * @param message the line
     */
    void transportNotice(String message);

    /**
     * One of the engine's connections went down: the pipe is {@link ConnectionState#RECONNECTING}
     * until every connection reported down is up again.
     *
     * @param connection the connection (any object with identity)
     */
    void connectionDown(Object connection);

    /**
     * A connection is up; if it had been reported down, that is a reconnect (counted).
     *
     * @param connection the connection reported down before
     */
    void connectionUp(Object connection);

    /**
     * Calls {@code listener} with each change of the pipe's connection state.
     *
     * @param listener receives each new state, on the thread that changed it
     * @return closing it removes the listener
     */
    Subscription onConnectionState(Consumer<ConnectionState> listener);

    /**
     * Counts one event of the engine in the pipe's stats.
     *
     * @param counter what happened
     */
    void count(Counter counter);

    /**
     * Tells whether the pipe was closed.
     *
     * @return true once closed
     */
    boolean isClosed();
}
