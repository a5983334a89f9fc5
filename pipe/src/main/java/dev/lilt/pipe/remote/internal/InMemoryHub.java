package dev.lilt.pipe.remote.internal;

import dev.lilt.pipe.internal.KeyPatterns;
import dev.lilt.pipe.remote.DeliveryGuarantee;
import dev.lilt.pipe.remote.spi.PipeCore;
import dev.lilt.pipe.remote.spi.Topic;
import dev.lilt.pipe.remote.spi.Transport;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The in-memory engine's server: which pipe listens to which topic, and the dead letters.
 */
public final class InMemoryHub {
    /*
     * Design note.
     *
     * A send finds the listening (pipe, topic) pairs whose key or neutral pattern matches, and runs
     * each pipe's delivery on that pipe's delivery thread, at least once with the retry and
     * dead-letter policy. The returned future completes with the count once every
     * receiver has run its handlers. Payloads are copied per receiver, as if they crossed a wire.
     *
     * Threading: the listener registry is a concurrent set; sends may run on any thread.
     */

    private final Set<Listener> listeners = ConcurrentHashMap.newKeySet();
    private final Map<String, List<byte[]>> deadLetters = new ConcurrentHashMap<>();

    private record Listener(PipeCore pipe, String deadLetterKey, Topic topic) {
    }

    /**
     * The transport of one pipe on this server.
     *
     * @param pipe the pipe
     * @param deadLetterKey where its at-least-once deliveries that keep failing go
     * @return the transport
     */
    public Transport join(PipeCore pipe, String deadLetterKey) {
        return new Transport() {
            @Override
            public CompletableFuture<Long> send(String key, byte[] payload) {
                return InMemoryHub.this.send(key, payload);
            }

            @Override
            public CompletableFuture<Void> listen(Topic topic) {
                listeners.add(new Listener(pipe, deadLetterKey, topic));
                return CompletableFuture.completedFuture(null);
            }

            @Override
            public void unlisten(Topic topic) {
                listeners.remove(new Listener(pipe, deadLetterKey, topic));
            }

            @Override
            public void close() {
                listeners.removeIf(listener -> listener.pipe() == pipe);
            }
        };
    }

    /**
     * The dead letters of a key.
     *
     * @param key the dead-letter key
     * @return copies of the payloads
     */
    public List<byte[]> deadLetters(String key) {
        List<byte[]> copies = new ArrayList<>();
        for (byte[] payload : deadLetters.getOrDefault(key, List.of())) {
            copies.add(payload.clone());
        }
        return copies;
    }

    private CompletableFuture<Long> send(String key, byte[] payload) {
        List<CompletableFuture<?>> deliveries = new ArrayList<>();
        for (Listener listener : listeners) {
            Topic topic = listener.topic();
            if (topic.pattern() ? KeyPatterns.matches(topic.name(), key) : topic.name().equals(key)) {
                deliveries.add(deliver(listener, key, payload.clone()));
            }
        }
        long receivers = deliveries.size();
        return CompletableFuture.allOf(deliveries.toArray(new CompletableFuture<?>[0]))
                .handle((ok, failure) -> receivers);
    }

    private CompletableFuture<Void> deliver(Listener listener, String key, byte[] payload) {
        PipeCore pipe = listener.pipe();
        return pipe.runOnDeliveryThread(() -> {
            if (pipe.settings().guarantee() == DeliveryGuarantee.AT_MOST_ONCE) {
                pipe.deliverNow(listener.topic(), key, payload, true);
                return;
            }
            if (pipe.deliverWithRetries(listener.topic(), key, payload) != PipeCore.Outcome.DELIVERED) {
                pipe.count(PipeCore.Counter.DEAD_LETTERED);
                deadLetters.computeIfAbsent(listener.deadLetterKey(), k -> new CopyOnWriteArrayList<>())
                        .add(payload);
            }
        });
    }
}
