package dev.lilt.pipe.nats.internal;

import dev.lilt.pipe.remote.MessageNotSentException;
import dev.lilt.pipe.remote.MessageOutcomeUnknownException;
import dev.lilt.pipe.remote.spi.PipeCore;
import java.time.Duration;
import java.util.Comparator;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

/**
 * The publish queue of one NATS pipe: a publish appends to a bounded queue and returns at once;
 * one sender thread hands the entries to jnats, in queue order, while the connection is up.
 */
final class Outbox {
    /*
     * Design note.
     *
     * Why a queue of our own: jnats's reconnect buffer is off (NatsLink), so a publish while
     * disconnected would throw; here it waits instead, bounded in count (maxPendingPublishes, a
     * full queue fails the publish at once) and in time (the pipe's timeout), and the caller never
     * waits for anything. Only the sender thread calls jnats, which may block it (a full outgoing
     * queue), never a publisher.
     *
     * Outcomes: an entry never handed to jnats (queue full, waited past its deadline, pipe closed)
     * fails with MessageNotSentException. Core NATS has no acknowledgement: an entry is done when
     * jnats took it. A JetStream entry is done at the server's PublishAck; a write whose ack never
     * came (connection lost, timeout) may have been stored. With resendUnknown (JetStream) it goes
     * back to the retry queue and is written again with the same message id, before anything
     * newer; the server drops the copy if it had stored the first (de-duplication window). Past
     * its deadline it fails with MessageOutcomeUnknownException.
     *
     * Order: sequences are assigned when this thread first takes an entry, so they follow queue
     * order. Once a write failed, the sender waits until every written entry has its answer
     * (inFlight == 0), so all failed ones are in the retry queue (ordered by sequence), and writes
     * those before anything newer. On one connection the server receives writes in order, so
     * whatever was lost at a drop is a suffix of what was written: resending the failed ones in
     * sequence order stores the stream in publish order.
     */

    private static final long IDLE_POLL_MILLIS = 100;
    private static final long DOWN_POLL_MILLIS = 5;

    /** Hands one entry to jnats; called on the sender thread only. */
    interface Writer {
        /**
         * Writes an entry.
         *
         * @param entry the entry, its sequence assigned
         * @return completes with the receiver count (core: at once); fails when the server
         *     refused it ({@link Refused}) or no answer came (anything else)
         * @throws IllegalStateException if jnats is not connected (nothing was written)
         */
        CompletableFuture<Long> write(Entry entry);
    }

    /** A server's refusal: the message was not stored, sending it again would be refused again. */
    static final class Refused extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Refused(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** One message on its way. */
    static final class Entry {
        final String key;
        final String subject;
        /** The NATS reply subject, or null. */
        final String replyTo;
        final byte[] payload;
        final long deadline;
        final CompletableFuture<Long> result = new CompletableFuture<>();
        /** Assigned when the sender first takes it; 0 before. Sender thread, then the callback. */
        volatile long sequence;
        /** Handed to jnats at least once: then a failure can only be "unknown". */
        volatile boolean written;

        Entry(String key, String subject, String replyTo, byte[] payload, long deadline) {
            this.key = key;
            this.subject = subject;
            this.replyTo = replyTo;
            this.payload = payload;
            this.deadline = deadline;
        }
    }

    private final LinkedBlockingQueue<Entry> queue = new LinkedBlockingQueue<>();
    private final PriorityBlockingQueue<Entry> retries =
            new PriorityBlockingQueue<>(16, Comparator.comparingLong(e -> e.sequence));
    /** Entries offered and not yet done: the bound is on this count. */
    private final AtomicInteger waiting = new AtomicInteger();
    private final AtomicInteger inFlight = new AtomicInteger();
    private final int capacity;
    private final long timeoutNanos;
    private final boolean resendUnknown;
    private final BooleanSupplier connected;
    private final Writer writer;
    private final PipeCore pipe;
    private final Thread thread;
    private volatile boolean failurePending;
    private volatile boolean closed;
    private long nextSequence;

    Outbox(String threadName, int capacity, Duration timeout, boolean resendUnknown, BooleanSupplier connected,
            Writer writer, PipeCore pipe) {
        this.capacity = capacity;
        this.timeoutNanos = timeout.toNanos();
        this.resendUnknown = resendUnknown;
        this.connected = connected;
        this.writer = writer;
        this.pipe = pipe;
        this.thread = new Thread(this::run, threadName);
        thread.setDaemon(true);
    }

    void start() {
        thread.start();
    }

    /** Queues a message; never blocks. */
    CompletableFuture<Long> offer(String key, String subject, byte[] payload) {
        return offer(key, subject, null, payload);
    }

    /** Queues a message with a NATS reply subject; never blocks. */
    CompletableFuture<Long> offer(String key, String subject, String replyTo, byte[] payload) {
        Entry entry = new Entry(key, subject, replyTo, payload, System.nanoTime() + timeoutNanos);
        if (closed) {
            notSent(entry, "the pipe is closed", null);
            return entry.result;
        }
        if (waiting.incrementAndGet() > capacity) {
            waiting.decrementAndGet();
            pipe.count(PipeCore.Counter.PUBLISH_NOT_SENT);
            entry.result.completeExceptionally(new MessageNotSentException(key,
                    "the publish queue is full (maxPendingPublishes " + capacity + ")", null));
            return entry.result;
        }
        queue.add(entry);
        if (closed) {
            drain();
        }
        return entry.result;
    }

    /** Entries queued or being written, not yet done. */
    int waiting() {
        return waiting.get();
    }

    void close() {
        closed = true;
        thread.interrupt();
        try {
            thread.join(TimeUnit.SECONDS.toMillis(5));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        drain();
    }

    private void run() {
        while (!closed) {
            try {
                Entry entry = next();
                if (entry != null) {
                    send(entry);
                }
            } catch (InterruptedException e) {
                if (closed) {
                    return;
                }
            } catch (RuntimeException e) {
                pipe.transportFailure("the NATS publish sender", e);
            }
        }
    }

    /** The next entry to write: failed ones first, once every written one has its answer. */
    private Entry next() throws InterruptedException {
        if (failurePending || !retries.isEmpty()) {
            if (inFlight.get() > 0) {
                Thread.sleep(1);
                return null;
            }
            failurePending = false;
            Entry retry = retries.poll();
            if (retry != null) {
                return retry;
            }
        }
        Entry entry = queue.poll(IDLE_POLL_MILLIS, TimeUnit.MILLISECONDS);
        if (entry != null && entry.sequence == 0) {
            entry.sequence = ++nextSequence;
        }
        return entry;
    }

    private void send(Entry entry) throws InterruptedException {
        if (System.nanoTime() - entry.deadline > 0) {
            expire(entry);
            return;
        }
        if (!connected.getAsBoolean()) {
            retries.add(entry);
            Thread.sleep(DOWN_POLL_MILLIS);
            return;
        }
        CompletableFuture<Long> written;
        try {
            written = writer.write(entry);
        } catch (IllegalStateException notConnected) {
            // the connection dropped between the check and the write: nothing was queued in jnats
            retries.add(entry);
            Thread.sleep(DOWN_POLL_MILLIS);
            return;
        } catch (IllegalArgumentException refused) {
            notSent(entry, "jnats refused it: " + refused.getMessage(), refused);
            return;
        }
        if (entry.written) {
            pipe.count(PipeCore.Counter.PUBLISH_RESENT);
        }
        entry.written = true;
        inFlight.incrementAndGet();
        written.whenComplete((count, failure) -> {
            inFlight.decrementAndGet();
            if (failure == null) {
                done(entry, count);
            } else {
                failed(entry, failure instanceof CompletionException && failure.getCause() != null
                        ? failure.getCause() : failure);
            }
        });
    }

    private void failed(Entry entry, Throwable failure) {
        if (failure instanceof Refused) {
            notSent(entry, failure.getMessage(), failure.getCause());
        } else if (resendUnknown && !closed && System.nanoTime() - entry.deadline < 0) {
            retries.add(entry);
            failurePending = true;
        } else {
            unknown(entry, failure);
        }
    }

    private void expire(Entry entry) {
        if (entry.written) {
            unknown(entry, null);
        } else {
            notSent(entry, "waited longer than the timeout for the connection", null);
        }
    }

    private void done(Entry entry, Long count) {
        if (entry.result.complete(count)) {
            waiting.decrementAndGet();
        }
    }

    private void notSent(Entry entry, String reason, Throwable cause) {
        if (entry.result.completeExceptionally(new MessageNotSentException(entry.key, reason, cause))) {
            waiting.decrementAndGet();
            pipe.count(PipeCore.Counter.PUBLISH_NOT_SENT);
        }
    }

    private void unknown(Entry entry, Throwable cause) {
        Throwable why = cause != null ? cause
                : new java.util.concurrent.TimeoutException("no acknowledgement within the timeout");
        if (entry.result.completeExceptionally(new MessageOutcomeUnknownException(entry.key, why))) {
            waiting.decrementAndGet();
            pipe.count(PipeCore.Counter.PUBLISH_UNKNOWN);
        }
    }

    /** Fails what is left after close. */
    private void drain() {
        for (Entry entry; (entry = retries.poll()) != null || (entry = queue.poll()) != null; ) {
            if (entry.written) {
                unknown(entry, new IllegalStateException("the pipe closed"));
            } else {
                notSent(entry, "the pipe closed first", null);
            }
        }
    }
}
