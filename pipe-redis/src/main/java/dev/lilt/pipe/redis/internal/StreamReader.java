package dev.lilt.pipe.redis.internal;

import dev.lilt.pipe.redis.StreamKeyException;
import dev.lilt.pipe.remote.spi.PipeCore;
import dev.lilt.pipe.remote.spi.Topic;
import io.lettuce.core.models.stream.ClaimedMessages;
import io.lettuce.core.RedisCommandExecutionException;
import io.lettuce.core.RedisException;
import io.lettuce.core.RedisFuture;
import io.lettuce.core.StreamMessage;
import io.lettuce.core.XAutoClaimArgs;
import io.lettuce.core.XGroupCreateArgs;
import io.lettuce.core.XReadArgs;
import io.lettuce.core.cluster.api.sync.RedisClusterCommands;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.locks.LockSupport;

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
     * Each entry is delivered with PipeCore#deliverWithRetries; a handler failure is retried up to the
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
    /** The field naming the pipe that published the entry, for de-duplication. */
    static final String PRODUCER = "p";
    /** The field holding the producer's sequence (decimal), for de-duplication. */
    static final String SEQUENCE = "s";
    private static final String NOGROUP = "NOGROUP";
    private static final String BUSYGROUP = "BUSYGROUP";
    private static final String UNBLOCKED = "UNBLOCKED";
    private static final long BLOCK_MILLIS = 100;
    private static final long CLUSTER_IDLE_MILLIS = 10;
    private static final int CLAIM_ROUNDS = 10;
    private static final long ACK_WAIT_MILLIS = 2_000;

    private final StreamTransport transport;
    private final RedisClusterCommands<String, byte[]> sync;
    private final Set<String> pendingScans = ConcurrentHashMap.newKeySet();
    /** XACKs sent and maybe not yet applied; the reader thread's own. */
    private final ArrayDeque<Future<Long>> acksInFlight = new ArrayDeque<>();
    private final SeenSequences seen = new SeenSequences();
    /** The id of the last entry handled per key: where a lost group is recreated. Reader thread only. */
    private final Map<String, String> lastIds = new HashMap<>();
    /** Keys that cannot be read, with the time of their next probe. Reader thread only. */
    private final Map<String, Long> broken = new HashMap<>();
    private final long probeIntervalNanos;
    private final Thread thread;
    private final long claimIntervalNanos;
    private volatile boolean stopped;

    StreamReader(StreamTransport transport, RedisClusterCommands<String, byte[]> sync) {
        this.transport = transport;
        this.sync = sync;
        this.claimIntervalNanos = PipeOptions.nanos(transport.options.claimIdle()) / 2;
        this.probeIntervalNanos = PipeOptions.nanos(transport.options.backoffMax());
        this.thread = new Thread(this, "lilt-redis-streams-" + transport.consumer.getName());
        this.thread.setDaemon(true);
    }

    void start() {
        thread.start();
    }

    /**
     * Marks a key about to join the read set for a scan of this consumer's pending entries. Call
     * before adding the key to the transport's keys: a round whose snapshot of the keys has it then
     * scans its pending entries (one left pending while it had no subscriber, say) before reading
     * anything new, so they are delivered first.
     */
    void added(String key) {
        pendingScans.add(key);
    }

    /** A reader idle for want of keys reads a new one now, not after its idle pause. */
    void wake() {
        LockSupport.unpark(thread);
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
                probeBroken();
                String[] keys = transport.keys.toArray(new String[0]);
                if (keys.length == 0) {
                    LockSupport.parkNanos(this, TimeUnit.MILLISECONDS.toNanos(BLOCK_MILLIS));
                    continue;
                }
                for (String key : keys) {
                    if (pendingScans.remove(key)) {
                        awaitAcks();
                        try {
                            readOwnPending(key);
                        } catch (RedisCommandExecutionException e) {
                            keyFailed(key, e);
                        }
                    }
                }
                readNew(keys);
                if (System.nanoTime() - nextClaim >= 0) {
                    for (String key : keys) {
                        try {
                            claim(key);
                        } catch (RedisCommandExecutionException e) {
                            keyFailed(key, e);
                        }
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
        if (!transport.options.cluster() || keys.length == 1) {
            List<StreamMessage<String, byte[]>> batch;
            try {
                batch = sync.xreadgroup(transport.consumer, XReadArgs.Builder.block(BLOCK_MILLIS).count(batchSize()),
                        offsets);
            } catch (RedisCommandExecutionException e) {
                // one bad key fails the read of all: find it by reading each on its own
                if (keys.length == 1) {
                    keyFailed(keys[0], e);
                } else {
                    readEach(offsets);
                }
                return;
            }
            handle(batch, false);
            return;
        }
        if (!readEach(offsets)) {
            Thread.sleep(CLUSTER_IDLE_MILLIS);
        }
    }

    /** Reads each key without blocking; a key that fails is isolated. Returns whether any had entries. */
    private boolean readEach(XReadArgs.StreamOffset<String>[] offsets) {
        boolean any = false;
        for (XReadArgs.StreamOffset<String> offset : offsets) {
            List<StreamMessage<String, byte[]>> batch;
            try {
                batch = readOne(offset);
            } catch (RedisCommandExecutionException e) {
                keyFailed(offset.getName(), e);
                continue;
            }
            any |= batch != null && !batch.isEmpty();
            handle(batch, false);
        }
        return any;
    }

    /**
     * A command on one key failed with an error from Redis. A lost consumer group (the stream was
     * deleted, or the group destroyed) is recreated at the last id this reader handled (0 if none),
     * so entries added after the loss are read; a key that cannot be read at all (another type) is
     * set aside, reported once, and probed until it is a stream again.
     */
    private void keyFailed(String key, RedisCommandExecutionException failure) {
        if (String.valueOf(failure.getMessage()).startsWith(UNBLOCKED)) {
            // a blocked read whose stream was deleted: the next read meets the lost group
            return;
        }
        RuntimeException cause = failure;
        if (String.valueOf(failure.getMessage()).startsWith(NOGROUP)) {
            cause = recreateGroup(key);
            if (cause == null) {
                transport.pipe.transportNotice("the consumer group of stream " + key + " was lost ("
                        + failure.getMessage() + "); recreated at " + lastIds.getOrDefault(key, "0"));
                pendingScans.add(key);
                return;
            }
        }
        transport.setAside(key);
        if (broken.put(key, System.nanoTime() + probeIntervalNanos) == null) {
            transport.pipe.reportError(key, new StreamKeyException(key, cause));
        }
    }

    /** Creates the group of a key at the last id handled; returns null on success, else the failure. */
    private RuntimeException recreateGroup(String key) {
        try {
            sync.xgroupCreate(XReadArgs.StreamOffset.from(key, lastIds.getOrDefault(key, "0")),
                    transport.consumer.getGroup(), XGroupCreateArgs.Builder.mkstream());
            return null;
        } catch (RedisCommandExecutionException e) {
            return String.valueOf(e.getMessage()).startsWith(BUSYGROUP) ? null : e;
        }
    }

    /** Tries the keys set aside again, each at most once per probe interval. */
    private void probeBroken() {
        if (broken.isEmpty()) {
            return;
        }
        long now = System.nanoTime();
        for (Iterator<Map.Entry<String, Long>> it = broken.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<String, Long> entry = it.next();
            String key = entry.getKey();
            if (!transport.wants(key)) {
                it.remove();
            } else if (now - entry.getValue() >= 0) {
                if (recreateGroup(key) == null) {
                    it.remove();
                    if (transport.restore(key)) {
                        pendingScans.add(key);
                    }
                } else {
                    entry.setValue(now + probeIntervalNanos);
                }
            }
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
        return transport.options.streamBatchSize();
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
                    .minIdleTime(transport.options.claimIdle())
                    .startId(cursor)
                    .count(transport.options.streamBatchSize()));
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
            if (!transport.pipe.hasInterest(topic)) {
                continue;
            }
            if (claimed) {
                transport.pipe.count(PipeCore.Counter.CLAIMED);
            }
            Map<String, byte[]> body = entry.getBody();
            byte[] payload = body == null ? null : body.get(PAYLOAD);
            if (payload == null) {
                byte[] none = new byte[0];
                transport.pipe.decodeFailed(key, none, new IllegalArgumentException("stream entry " + entry.getId()
                        + " has no payload field \"" + PAYLOAD + "\""));
                deadLetter(key, entry.getId(), none, PipeCore.Outcome.UNDECODABLE);
            } else if (firstSight(key, body)) {
                deliver(topic, entry.getId(), payload);
            } else {
                transport.pipe.count(PipeCore.Counter.DUPLICATE_DROPPED);
            }
            lastIds.put(key, entry.getId());
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

    /** Whether an entry's producer and sequence are new here; entries without them (other writers) are. */
    private boolean firstSight(String key, Map<String, byte[]> body) {
        byte[] producer = body.get(PRODUCER);
        byte[] sequence = body.get(SEQUENCE);
        if (producer == null || sequence == null) {
            return true;
        }
        long n;
        try {
            n = Long.parseLong(new String(sequence, StandardCharsets.US_ASCII));
        } catch (NumberFormatException e) {
            return true;
        }
        return n < 1 || seen.firstSight(key, new String(producer, StandardCharsets.UTF_8), n);
    }

    private void deliver(Topic topic, String id, byte[] payload) {
        PipeCore.Outcome outcome = transport.pipe.deliverWithRetries(topic, topic.name(), payload);
        if (outcome != PipeCore.Outcome.DELIVERED) {
            deadLetter(topic.name(), id, payload, outcome);
        }
    }

    private void deadLetter(String key, String id, byte[] payload, PipeCore.Outcome outcome) {
        Map<String, byte[]> fields = new LinkedHashMap<>();
        fields.put("key", key.getBytes(StandardCharsets.UTF_8));
        fields.put("id", id.getBytes(StandardCharsets.UTF_8));
        fields.put("error", outcome.name().getBytes(StandardCharsets.UTF_8));
        fields.put(PAYLOAD, payload);
        transport.pipe.count(PipeCore.Counter.DEAD_LETTERED);
        transport.commands.xadd(transport.options.deadLetterKey(), fields).whenComplete((ok, failure) -> {
            if (failure != null) {
                transport.pipe.transportFailure("dead-lettering an entry of " + key, failure);
            }
        });
    }

    private boolean pause(int failures) {
        long max = PipeOptions.nanos(transport.options.backoffMax());
        long min = PipeOptions.nanos(transport.options.backoffMin());
        long nanos = min > max >> Math.min(failures, 20) ? max : min << Math.min(failures, 20);
        try {
            TimeUnit.NANOSECONDS.sleep(nanos);
            return true;
        } catch (InterruptedException e) {
            return false;
        }
    }
}
