package dev.lilt.pipe.remote.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lilt.pipe.MessageErrorHandler;
import dev.lilt.pipe.MessageFilter;
import dev.lilt.pipe.remote.ConnectionState;
import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.DistributedSubscriber;
import dev.lilt.pipe.remote.DistributedSubscription;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.MessageDecodeException;
import dev.lilt.pipe.remote.MessageTooLargeException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The two pipes of the contract kit and its helpers; engines extend {@link DistributedPipeContract}.
 * Two pipes, {@code a} and {@code b}, are two clients of one server (or two ends of one link).
 */
public abstract class ContractPipes {
    /** How long a test waits for a message or a stage, in seconds. */
    public static final long WAIT_SECONDS = 15;

    /** What the error handler of pipe {@code b} received, as messages. */
    protected final List<Object> errorMessages = new CopyOnWriteArrayList<>();
    /** What the error handler of pipe {@code b} received, as failures. */
    protected final List<Throwable> errors = new CopyOnWriteArrayList<>();
    /** The first pipe: engine defaults, 1 MiB limit. */
    protected DistributedPipe a;
    /** The second pipe: a 64 KiB limit and a recording error handler. */
    protected DistributedPipe b;

    /**
     * What a pipe under test must be configured with, beside the engine's own options.
     *
     * @param maxMessageBytes the size limit, in bytes
     * @param errorHandler the error handler, or null for the engine's default (logging)
     */
    public record PipeSpec(int maxMessageBytes, MessageErrorHandler errorHandler) {
    }

    /**
     * Opens a pipe on the server under test (a new client each call), for the mode under test.
     *
     * @param spec the options the contract needs
     * @return the open pipe
     * @throws Exception if it cannot be opened
     */
    protected abstract DistributedPipe open(PipeSpec spec) throws Exception;

    /**
     * What the engine gives in the mode under test.
     *
     * @return the declaration
     */
    protected abstract Guarantees guarantees();

    /**
     * Opens {@code a} and {@code b}.
     *
     * @throws Exception if a pipe cannot be opened
     */
    @BeforeEach
    protected void openPipes() throws Exception {
        a = open(new PipeSpec(1 << 20, null));
        b = open(new PipeSpec(64 * 1024, (message, failure) -> {
            errorMessages.add(message);
            errors.add(failure);
        }));
    }

    /** Closes {@code a} and {@code b}. */
    @AfterEach
    protected void closePipes() {
        if (a != null) {
            a.close();
        }
        if (b != null) {
            b.close();
        }
    }

    /**
     * Waits for a stage.
     *
     * @param <T> the value type
     * @param stage the stage
     * @return its value
     * @throws Exception its failure, or a timeout after {@link #WAIT_SECONDS}
     */
    public static <T> T await(CompletionStage<T> stage) throws Exception {
        return stage.toCompletableFuture().get(WAIT_SECONDS, TimeUnit.SECONDS);
    }

    /**
     * Takes the next message of a queue, failing after {@link #WAIT_SECONDS}.
     *
     * @param <T> the message type
     * @param queue the queue
     * @return the message
     * @throws InterruptedException if interrupted
     */
    public static <T> T next(BlockingQueue<T> queue) throws InterruptedException {
        T value = queue.poll(WAIT_SECONDS, TimeUnit.SECONDS);
        assertThat(value).as("a message within %d s", WAIT_SECONDS).isNotNull();
        return value;
    }

    /**
     * Waits until pipe {@code b}'s error handler has received {@code count} failures, then checks
     * it received exactly that many.
     *
     * @param count the expected number of failures
     */
    protected void awaitErrors(int count) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        while (errors.size() < count && System.nanoTime() < deadline) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        assertThat(errors).hasSize(count);
    }

    /**
     * The receiver count the declaration promises for a publish that reaches {@code subscriptions}
     * subscriptions.
     *
     * @param subscriptions the subscriptions reached
     * @return the expected count
     */
    protected long expectedReceivers(int subscriptions) {
        switch (guarantees().receiverCount()) {
            case PER_SUBSCRIPTION:
                return subscriptions;
            case ONE_WHEN_STORED:
                return 1;
            default:
                return DistributedPublisher.UNKNOWN_RECEIVERS;
        }
    }
}
