package dev.lilt.pipe.remote;

import dev.lilt.pipe.MessageErrorHandler;
import dev.lilt.pipe.MessageFilter;
import dev.lilt.pipe.remote.internal.InMemoryHub;
import dev.lilt.pipe.remote.spi.PipeCore;
import dev.lilt.pipe.remote.spi.PipeSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Configures a pipe of an {@link InMemoryServer}; obtain with {@link InMemoryServer#pipeBuilder()}.
 * Not thread-safe; {@link #build()} copies the options.
 *
 * <table>
 * <caption>Options and defaults</caption>
 * <tr><th>option</th><th>default</th></tr>
 * <tr><td>{@link #guarantee(DeliveryGuarantee)}</td><td>{@link DeliveryGuarantee#AT_MOST_ONCE}</td></tr>
 * <tr><td>{@link #maxMessageBytes(int)}</td><td>1 MiB</td></tr>
 * <tr><td>{@link #errorHandler(MessageErrorHandler)}</td><td>log at WARNING</td></tr>
 * <tr><td>{@link #retries(int)}</td><td>3 (at least once)</td></tr>
 * <tr><td>{@link #deadLetterKey(String)}</td><td>{@code lilt:dead-letter} (at least once)</td></tr>
 * </table>
 */
public final class InMemoryPipeBuilder {
    private final InMemoryHub hub;
    private DeliveryGuarantee guarantee = DeliveryGuarantee.AT_MOST_ONCE;
    private int maxMessageBytes = 1 << 20;
    private MessageErrorHandler errorHandler;
    private final List<MessageFilter<Object>> filters = new ArrayList<>();
    private int retries = 3;
    private String deadLetterKey = "lilt:dead-letter";

    InMemoryPipeBuilder(InMemoryHub hub) {
        this.hub = hub;
    }

    /**
     * The delivery guarantee. At least once, a message whose handlers threw is delivered again
     * ({@link #retries}) and then dead-lettered ({@link InMemoryServer#deadLetters}).
     *
     * @param guarantee AT_MOST_ONCE or AT_LEAST_ONCE
     * @return this builder
     * @throws NullPointerException if {@code guarantee} is null ("guarantee == null")
     */
    public InMemoryPipeBuilder guarantee(DeliveryGuarantee guarantee) {
        this.guarantee = Objects.requireNonNull(guarantee, "guarantee == null");
        return this;
    }

    /**
     * The largest encoded message a publish accepts; a larger one throws
     * {@link MessageTooLargeException} at the call.
     *
     * @param bytes the limit in bytes, at least 1
     * @return this builder
     * @throws IllegalArgumentException if {@code bytes} is below 1
     */
    public InMemoryPipeBuilder maxMessageBytes(int bytes) {
        if (bytes < 1) {
            throw new IllegalArgumentException("maxMessageBytes must be >= 1: " + bytes);
        }
        this.maxMessageBytes = bytes;
        return this;
    }

    /**
     * Receives each failure of a local handler or filter (with the decoded message) and each
     * {@link MessageDecodeException} (with the raw bytes), on the delivery thread.
     *
     * @param handler the error handler
     * @return this builder
     * @throws NullPointerException if {@code handler} is null ("errorHandler == null")
     */
    public InMemoryPipeBuilder errorHandler(MessageErrorHandler handler) {
        this.errorHandler = Objects.requireNonNull(handler, "errorHandler == null");
        return this;
    }

    /**
     * Adds a global filter around every local subscription, as
     * {@link dev.lilt.pipe.MessagePipeBuilder#filter(MessageFilter)}.
     *
     * @param filter the filter
     * @return this builder
     * @throws NullPointerException if {@code filter} is null ("filter == null")
     */
    public InMemoryPipeBuilder filter(MessageFilter<Object> filter) {
        filters.add(Objects.requireNonNull(filter, "filter == null"));
        return this;
    }

    /**
     * At least once: how many times a message whose local handlers threw is delivered again
     * before it is dead-lettered.
     *
     * @param retries the number of retries, at least 0
     * @return this builder
     * @throws IllegalArgumentException if {@code retries} is negative
     */
    public InMemoryPipeBuilder retries(int retries) {
        if (retries < 0) {
            throw new IllegalArgumentException("retries must be >= 0: " + retries);
        }
        this.retries = retries;
        return this;
    }

    /**
     * At least once: the key under which {@link InMemoryServer#deadLetters} keeps the messages
     * that failed every retry.
     *
     * @param key the dead-letter key, not empty
     * @return this builder
     * @throws NullPointerException if {@code key} is null ("key == null")
     * @throws IllegalArgumentException if {@code key} is empty
     */
    public InMemoryPipeBuilder deadLetterKey(String key) {
        Objects.requireNonNull(key, "key == null");
        if (key.isEmpty()) {
            throw new IllegalArgumentException("key must not be empty");
        }
        this.deadLetterKey = key;
        return this;
    }

    /**
     * Builds the pipe and joins the server.
     *
     * @return the open pipe
     */
    public DistributedPipe build() {
        String key = deadLetterKey;
        return PipeCore.open(new PipeSettings("memory", guarantee, maxMessageBytes, errorHandler, filters, retries),
                core -> hub.join(core, key));
    }
}
