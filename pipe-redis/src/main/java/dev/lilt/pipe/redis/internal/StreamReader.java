package dev.lilt.pipe.redis.internal;

import io.lettuce.core.models.stream.ClaimedMessages;
import io.lettuce.core.RedisCommandExecutionException;
import io.lettuce.core.RedisException;
import io.lettuce.core.RedisFuture;
import io.lettuce.core.StreamMessage;
import io.lettuce.core.XAutoClaimArgs;
import io.lettuce.core.XReadArgs;
import io.lettuce.core.cluster.api.sync.RedisClusterCommands;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The Streams delivery thread: reads the pipe's keys in its consumer group and delivers, retries,
 * dead-letters and acknowledges.
 */
final class StreamReader implements Runnable {
    /*
     * Design note.
     *
     * Loop: (1) for keys just added and after every reconnect, re-read this consumer's own pending
     * entries (id `0`): entries it was given but never acknowledged, for example because the
     * acknowledgement was lost with the server; (2) `XREADGROUP ... BLOCK` for new entries
     * (`>`) of all keys at once (on a cluster: key by key); (3) every half claim-idle time, `XAUTOCLAIM` entries that
     * other consumers of the group left pending longer than the claim-idle time (they died or hang).
     * Each entry is delivered with Inbound#deliverNow; a handler failure is retried up to the
     * pipe's retries; still failing, or undecodable, it is copied to the dead-letter stream. Then it is
     * acknowledged (`XACK`, asynchronous, one call per key and batch). An entry of a key that
     * lost its last local subscriber meanwhile is left pending for the group.
     *
     * Acknowledgements travel on the pipe's command connection, not the reader's, so a pending
     * scan could still see an entry this thread delivered a moment ago whose XACK has not been
     * applied yet, and deliver it twice (seen when a key was resubscribed while a read that
     * fetched its entry was in flight). Before a pending scan the reader waits for the
     * acknowledgements it sent (acksInFlight: only those not yet done are kept).
     *
     * Threading: one thread per pipe, the only user of the reader connection. Errors (the server
     * gone, a timeout) are reported, then retried after a doubling pause bounded by the reconnect
     * backoff; Lettuce reconnects underneath.
     */

    static final String PAYLOAD = "d";
    private static final long BLOCK_MILLIS = 100;
    private static final long CLUSTER_IDLE_MILLIS = 10;
    private static final int CLAIM_ROUNDS = 10;
    private static final long ACK_WAIT_MILLIS = 2_000;

    private final StreamTransport transport;
    private final RedisClusterCommands<String, byte[]> sync;
    private final Set<String> pendingScans = ConcurrentHashMap.newKeySet();
    /** XACKs sent and maybe not yet applied; the reader thread's own. */
    private final ArrayDeque<Future<Long>> acksInFlight = new ArrayDeque<>();
    private final Thread thread;
    private final long claimIntervalNanos;
    private volatile boolean stopped;

    StreamReader(StreamTransport transport, RedisClusterCommands<String, byte[]> sync) {
        this.transport = transport;
        this.sync = sync;
        this.claimIntervalNanos = (long) (transport.pipe.options.claimIdleSeconds() * 0.5e9);
        this.thread = new Thread(this, "lilt-redis-streams-" + transport.consumer.getName());
        this.thread.setDaemon(true);
    }

    void start() {
        thread.start();
    }

    void added(String key) {
        pendingScans.add(key);
    }

    void rescanPending() {
        pendingScans.addAll(transport.keys);
    }

    void stop() {
        stopped = true;
        thread.interrupt();
        if (Thread.currentThread() != thread) {
            try {
                thread.join(5_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Override
    public void run() {
        long nextClaim = System.nanoTime() + claimIntervalNanos;
        int failures = 0;
        while (!stopped) {
            try {
                String[] keys = transport.keys.toArray(new String[0]);
                if (keys.length == 0) {
                    Thread.sleep(BLOCK_MILLIS);
                    continue;
                }
                for (String key : keys) {
                    if (pendingScans.remove(key)) {
                        awaitAcks();
                        readOwnPending(key);
                    }
                }
                readNew(keys);
                if (System.nanoTime() - nextClaim >= 0) {
                    for (String key : keys) {
                        claim(key);
                    }
                    nextClaim = System.nanoTime() + claimIntervalNanos;
                }
                failures = 0;
            } catch (InterruptedException e) {
                return;
            } catch (RedisException e) {
                if (stopped) {
                    return;
                }
                if (e instanceof RedisCommandExecutionException && String.valueOf(e.getMessage()).startsWith("NOGROUP")) {
                    recreateGroups();
                }
                transport.pipe.transportFailure("reading streams", e);
                rescanPending();
                if (!pause(++failures)) {
                    return;
                }
            } catch (RuntimeException e) {
                // a bug or a codec/handler escaping the pipe's isolation: report, keep the reader alive
                transport.pipe.transportFailure("delivering stream entries", e);
                if (!pause(++failures)) {
                    return;
                }
            }
        }
    }

    /**
     * Reads new entries of every key. Standalone: one {@code XREADGROUP ... BLOCK} over all keys. On a
     * cluster the keys live in different slots (one command may not span them), so each key is read
     * on its own without blocking, and the round pauses when none had anything.
     */
    private void readNew(String[] keys) throws InterruptedException {
        XReadArgs.StreamOffset<String>[] offsets = offsets(keys);
        if (!transport.pipe.options.cluster() || keys.length == 1) {
            handle(sync.xreadgroup(transport.consumer, XReadArgs.Builder.block(BLOCK_MILLIS).count(batchSize()), offsets), false);
            return;
        }
        boolean any = false;
        for (XReadArgs.StreamOffset<String> offset : offsets) {
            List<StreamMessage<String, byte[]>> batch = readOne(offset);
            any |= batch != null && !batch.isEmpty();
            handle(batch, false);
        }
        if (!any) {
            Thread.sleep(CLUSTER_IDLE_MILLIS);
        }
    }

    @SuppressWarnings("unchecked")
    private List<StreamMessage<String, byte[]>> readOne(XReadArgs.StreamOffset<String> offset) {
        return sync.xreadgroup(transport.consumer, XReadArgs.Builder.count(batchSize()), offset);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static XReadArgs.StreamOffset<String>[] offsets(String[] keys) {
        XReadArgs.StreamOffset<String>[] offsets = new XReadArgs.StreamOffset[keys.length];
        for (int i = 0; i < keys.length; i++) {
            offsets[i] = XReadArgs.StreamOffset.lastConsumed(keys[i]);
        }
        return offsets;
    }

    private int batchSize() {
        return transport.pipe.options.streamBatchSize();
    }

    private void readOwnPending(String key) {
        String cursor = "0";
        while (!stopped) {
            List<StreamMessage<String, byte[]>> batch = readOne(XReadArgs.StreamOffset.from(key, cursor));
            if (batch == null || batch.isEmpty()) {
                return;
            }
            handle(batch, false);
            cursor = batch.get(batch.size() - 1).getId();
        }
    }

    private void claim(String key) {
        String cursor = "0-0";
        for (int round = 0; round < CLAIM_ROUNDS && !stopped; round++) {
            ClaimedMessages<String, byte[]> claimed = sync.xautoclaim(key, new XAutoClaimArgs<String>()
                    .consumer(transport.consumer)
                    .minIdleTime(LettuceLink.seconds(transport.pipe.options.claimIdleSeconds()))
                    .startId(cursor)
                    .count(transport.pipe.options.streamBatchSize()));
            handle(claimed.getMessages(), true);
            cursor = claimed.getId();
            if (cursor == null || cursor.equals("0-0")) {
                return;
            }
        }
    }

    private void handle(List<StreamMessage<String, byte[]>> batch, boolean claimed) {
        if (batch == null || batch.isEmpty()) {
            return;
        }
        Map<String, List<String>> acks = new LinkedHashMap<>();
        for (StreamMessage<String, byte[]> entry : batch) {
            String key = entry.getStream();
            Topic topic = new Topic(key, false);
            if (!transport.pipe.interests.has(topic)) {
                continue;
            }
            if (claimed) {
                transport.pipe.stats.claimed.increment();
            }
            byte[] payload = entry.getBody() == null ? null : entry.getBody().get(PAYLOAD);
            if (payload != null) {
                deliver(topic, entry.getId(), payload);
            }
            acks.computeIfAbsent(key, k -> new ArrayList<>()).add(entry.getId());
        }
        for (Map.Entry<String, List<String>> ack : acks.entrySet()) {
            RedisFuture<Long> sent = transport.commands.xack(ack.getKey(), transport.consumer.getGroup(),
                    ack.getValue().toArray(new String[0]));
            sent.whenComplete((n, failure) -> {
                if (failure != null) {
                    transport.pipe.transportFailure("XACK", failure);
                }
            });
            acksInFlight.add(sent);
        }
        while (!acksInFlight.isEmpty() && acksInFlight.peek().isDone()) {
            acksInFlight.poll();
        }
    }

    /**
     * Waits (bounded) until every acknowledgement this thread sent is applied, so that a pending
     * scan does not deliver again what was just delivered. A failed or slow XACK was reported by
     * its own callback; its entry may then be delivered again, as after any lost acknowledgement.
     */
    private void awaitAcks() throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ACK_WAIT_MILLIS);
        for (Future<Long> sent : acksInFlight) {
            try {
                sent.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (ExecutionException | TimeoutException reportedOrSlow) {
                // reported by the XACK's callback, or left to the group's redelivery
            }
        }
        acksInFlight.clear();
    }

    private void deliver(Topic topic, String id, byte[] payload) {
        Inbound.Outcome outcome = transport.pipe.deliverWithRetries(topic, topic.name(), payload);
        if (outcome != Inbound.Outcome.DELIVERED) {
            deadLetter(topic.name(), id, payload, outcome);
        }
    }

    private void deadLetter(String key, String id, byte[] payload, Inbound.Outcome outcome) {
        Map<String, byte[]> fields = new LinkedHashMap<>();
        fields.put("key", key.getBytes(StandardCharsets.UTF_8));
        fields.put("id", id.getBytes(StandardCharsets.UTF_8));
        fields.put("error", outcome.name().getBytes(StandardCharsets.UTF_8));
        fields.put(PAYLOAD, payload);
        transport.pipe.stats.deadLettered.increment();
        transport.commands.xadd(transport.pipe.options.deadLetterKey(), fields).whenComplete((ok, failure) -> {
            if (failure != null) {
                transport.pipe.transportFailure("dead-lettering an entry of " + key, failure);
            }
        });
    }

    private void recreateGroups() {
        for (String key : transport.keys) {
            transport.createGroup(key);
        }
    }

    private boolean pause(int failures) {
        double seconds = Math.min(transport.pipe.options.backoffMaxSeconds(),
                transport.pipe.options.backoffMinSeconds() * (1L << Math.min(failures, 20)));
        try {
            Thread.sleep((long) (seconds * 1000));
            return true;
        } catch (InterruptedException e) {
            return false;
        }
    }
}
