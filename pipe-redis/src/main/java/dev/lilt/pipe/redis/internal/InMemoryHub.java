package dev.lilt.pipe.redis.internal;

import dev.lilt.pipe.redis.DeliveryMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The in-memory server: which pipe listens to which topic, and the dead letters.
 */
public final class InMemoryHub {
    /*
     * Design note.
     *
     * A send finds the listening (pipe, topic) pairs, the same ones Redis would count, and runs
     * each pipe's delivery on that pipe's delivery thread (Pub/Sub) or, for Streams-mode pipes, with
     * the retry and dead-letter policy. The returned future completes with the count once every
     * receiver has run its handlers. Payloads are copied per receiver, as if they crossed a wire.
     *
     * Threading: the listener registry is a concurrent set; sends may run on any thread.
     */

    private final Set<Listener> listeners = ConcurrentHashMap.newKeySet();
    private final Map<String, List<byte[]>> deadLetters = new ConcurrentHashMap<>();

    private record Listener(DistributedPipeImpl pipe, Topic topic) {
    }

    Transport join(DistributedPipeImpl pipe) {
        return new Transport() {
            @Override
            public CompletableFuture<Long> send(String key, byte[] payload) {
                return InMemoryHub.this.send(key, payload);
            }

            @Override
            public CompletableFuture<Void> listen(Topic topic) {
                listeners.add(new Listener(pipe, topic));
                return CompletableFuture.completedFuture(null);
            }

            @Override
            public void unlisten(Topic topic) {
                listeners.remove(new Listener(pipe, topic));
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
            if (topic.pattern() ? Glob.matches(topic.name(), key) : topic.name().equals(key)) {
                deliveries.add(deliver(listener, key, payload.clone()));
            }
        }
        long receivers = deliveries.size();
        return CompletableFuture.allOf(deliveries.toArray(new CompletableFuture<?>[0]))
                .handle((ok, failure) -> receivers);
    }

    private CompletableFuture<Void> deliver(Listener listener, String key, byte[] payload) {
        DistributedPipeImpl pipe = listener.pipe();
        return pipe.runOnDeliveryThread(() -> {
            if (pipe.options.mode() == DeliveryMode.PUB_SUB) {
                pipe.deliverNow(listener.topic(), key, payload, true);
                return;
            }
            if (pipe.deliverWithRetries(listener.topic(), key, payload) != Inbound.Outcome.DELIVERED) {
                pipe.stats.deadLettered.increment();
                deadLetters.computeIfAbsent(pipe.options.deadLetterKey(), k -> new CopyOnWriteArrayList<>())
                        .add(payload);
            }
        });
    }
}
