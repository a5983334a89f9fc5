package dev.lilt.pipe.redis.internal;

import dev.lilt.pipe.remote.MessageNotSentException;
import dev.lilt.pipe.remote.MessageOutcomeUnknownException;
import dev.lilt.pipe.remote.spi.PipeCore;
import io.lettuce.core.RedisCommandExecutionException;
import io.lettuce.core.RedisException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

/**
 * The publish queue of one Redis pipe: a publish appends to a bounded queue and returns at once;
 * one sender thread writes the entries to the publish connection, in queue order, in batches.
 */
final class Outbox {
    /*
     * Design note.
     *
     * Why: Lettuce's default is at least once: commands in flight when a connection drops are
     * written again after the reconnect (duplicates, and out of order against newer ones), commands
     * issued while it is down wait in its buffer and may still be written after their timeout
     * failed them, and a caller can wait on its internal lock while it drains that buffer. The
     * publish connection is opened with DisconnectedBehavior.REJECT_COMMANDS, which cancels what
     * is in flight at a drop (never replayed) and rejects writes while down; this queue keeps the
     * messages instead, and only this thread ever waits.
     *
     * Outcomes: an entry never handed to Lettuce (queue full, waited past its deadline, pipe
     * closed) or refused by Redis with an error fails with MessageNotSentException; one written
     * whose answer never came (connection lost, timeout) fails with
     * MessageOutcomeUnknownException. With resendUnknown (Streams) such an entry goes back to a
     * retry queue and is written again, with the same sequence, before any newer entry; the
     * consumer drops copies it has seen (SeenSequences).
     *
     * Claiming: an entry's state moves QUEUED -> WRITING only on the sender thread (compareAndSet),
     * and QUEUED -> DONE for expiry and close; so an entry failed as not sent is never written.
     *
     * Order: entries are written in queue order; the sequence is assigned when this thread takes
     * an entry from the queue, so it follows that order. Once a write has failed (the connection's
     * open flag can lag behind its writes failing) the sender waits until every written entry has
     * its answer (inFlight == 0), so all failed ones are in the retry queue (ordered by sequence),
     * and writes those before anything newer.
     *
     * Batches: the sender gathers what is queued, up to MAX_BATCH entries, and hands the batch to
     * the writer at once (one flush of the socket, see PublishWriter) as soon as the queue is empty or
     * the batch full: at low rates a batch is one entry, written as soon as it was taken, and under a
     * burst the cost of a write, a flush and a wake-up of the I/O thread is shared by the batch. A
     * batch holds entries in sequence order, and is handed over only when nothing older waits in the
     * retry queue, no failure is pending and the connection is up; otherwise it goes back to the
     * retry queue (ordered by sequence), so the rules above hold for every entry of it.
     */

    private static final int QUEUED = 0;
    private static final int WRITING = 1;
    private static final int DONE = 2;
    private static final long IDLE_POLL_MILLIS = 100;
    private static final long DOWN_POLL_MILLIS = 5;
    private static final String REJECTED = "Currently not connected";
    /** The most entries one write hands to the connection. */
    static final int MAX_BATCH = 256;

    /** Writes entries to Redis; called on the sender thread only. */
    interface Writer {
        /**
         * Writes entries in order, with one flush where the connection allows it.
         *
         * @param entries the entries, with their sequences assigned, in sequence order
         * @return Lettuce's future of each entry's command, in the same order; a command refused
         *     before writing (disconnected) has failed already, and so has every later one of the batch
         */
        List<? extends CompletableFuture<Long>> write(List<Entry> entries);
    }

    /** One message on its way; never serialised (it extends AtomicInteger only for its state's CAS). */
    @SuppressWarnings("serial")
    static final class Entry extends AtomicInteger {
        private static final long serialVersionUID = 1L;

        final String key;
        final byte[] payload;
        final long deadline;
        final CompletableFuture<Long> result = new CompletableFuture<>();
        /** Assigned at the first write (sender thread); 0 before. */
        long sequence;
        /** Written at least once; then a failure can only be "unknown". Sender thread, then the callback. */
        volatile boolean written;
        /** A write of it failed in a way that may have reached Redis (not a rejection before the socket). */
        volatile boolean mayHaveArrived;
        volatile Throwable lastFailure;

        Entry(String key, byte[] payload, long deadline) {
            this.key = key;
            this.payload = payload;
            this.deadline = deadline;
        }
    }

    private final LinkedBlockingQueue<Entry> queue = new LinkedBlockingQueue<>();
    /** Entries offered and not yet written or failed: the bound is on this count. */
    private final AtomicInteger waiting = new AtomicInteger();
    private final PriorityBlockingQueue<Entry> retries =
            new PriorityBlockingQueue<>(16, Comparator.comparingLong(e -> e.sequence));
    private final AtomicInteger inFlight = new AtomicInteger();
    private final Writer writer;
    private final BooleanSupplier connected;
    private final boolean resendUnknown;
    private final long timeoutNanos;
    private final int capacity;
    private final Thread thread;
    private final PipeCore stats;
    /** The entries gathered for the next write, in sequence order, state WRITING. Sender thread only. */
    private final List<Entry> batch = new ArrayList<>(MAX_BATCH);
    private long nextSequence;
    /** Set by a write's failure; the sender then waits until nothing is in flight before writing on. */
    private volatile boolean failedSinceIdle;
    private volatile boolean closed;

    Outbox(String name, int capacity, Duration timeout, boolean resendUnknown, BooleanSupplier connected,
            Writer writer, PipeCore stats) {
        this.capacity = capacity;
        this.timeoutNanos = PipeOptions.nanos(timeout);
        this.resendUnknown = resendUnknown;
        this.connected = connected;
        this.writer = writer;
        this.stats = stats;
        this.thread = new Thread(this::run, name);
        this.thread.setDaemon(true);
    }

    void start() {
        thread.start();
    }

    /** Queues a message; never blocks. The future fails at once when the queue is full. */
    CompletableFuture<Long> offer(String key, byte[] payload) {
        Entry entry = new Entry(key, payload, System.nanoTime() + timeoutNanos);
        if (closed) {
            entry.result.completeExceptionally(new MessageNotSentException(key, "the pipe is closed", null));
        } else if (waiting.incrementAndGet() > capacity) {
            waiting.decrementAndGet();
            stats.count(PipeCore.Counter.PUBLISH_NOT_SENT);
            entry.result.completeExceptionally(new MessageNotSentException(key,
                    "the publish queue is full (" + capacity + " messages wait for the connection;"
                            + " RedisPipeBuilder.maxPendingPublishes)", null));
        } else {
            queue.add(entry);
            if (closed) {
                // closed meanwhile: the sender may be gone; fail what it left
                failRemaining();
            }
        }
        return entry.result;
    }

    /** Stops the sender; every entry not yet written fails as not sent. */
    void close() {
        closed = true;
        thread.interrupt();
        if (Thread.currentThread() != thread) {
            try {
                thread.join(5_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        failRemaining();
    }

    private void run() {
        Entry current = null;
        try {
            while (!closed) {
                if (current == null) {
                    current = retries.poll();
                }
                if (current == null) {
                    // wait only with nothing gathered: a gathered batch goes out once the queue is empty
                    current = batch.isEmpty() ? queue.poll(IDLE_POLL_MILLIS, TimeUnit.MILLISECONDS) : queue.poll();
                    if (current == null) {
                        flush();
                        continue;
                    }
                    current.sequence = ++nextSequence;
                }
                long now = System.nanoTime();
                if (now - current.deadline > 0) {
                    expire(current);
                    current = null;
                    continue;
                }
                if (!connected.getAsBoolean() || (failedSinceIdle && inFlight.get() > 0)) {
                    if (!batch.isEmpty()) {
                        // the gathered entries are older than current: back to the retry queue first
                        flush();
                        continue;
                    }
                    // down, or a failure came back while others are still out: wait for all answers
                    expireHead(now);
                    Thread.sleep(DOWN_POLL_MILLIS);
                    continue;
                }
                failedSinceIdle = false;
                Entry first = retries.peek();
                if (first != null && first.sequence < current.sequence) {
                    // entries that failed on their way go first, in their order
                    retries.add(current);
                    current = null;
                    continue;
                }
                if (!batch.isEmpty() && batch.get(batch.size() - 1).sequence > current.sequence) {
                    // a failed entry came back behind newer gathered ones: all of them by sequence
                    giveBack();
                    retries.add(current);
                    current = null;
                    continue;
                }
                if (!current.compareAndSet(QUEUED, WRITING)) {
                    current = null;
                    continue;
                }
                batch.add(current);
                current = null;
                if (batch.size() >= MAX_BATCH) {
                    flush();
                }
            }
        } catch (InterruptedException e) {
            // closed
        } finally {
            giveBack();
            if (current != null && current.get() == QUEUED) {
                fail(current, current.written ? new MessageOutcomeUnknownException(current.key, current.lastFailure)
                        : new MessageNotSentException(current.key, "the pipe is closed", null));
            }
        }
    }

    /**
     * Hands the gathered batch to the writer, or back to the retry queue when it may not be written
     * now (down, a failure pending, or an older entry waiting to be written again).
     */
    private void flush() throws InterruptedException {
        if (batch.isEmpty()) {
            return;
        }
        Entry older = retries.peek();
        if (!connected.getAsBoolean() || failedSinceIdle
                || (older != null && older.sequence < batch.get(0).sequence)) {
            giveBack();
            return;
        }
        inFlight.addAndGet(batch.size());
        List<? extends CompletableFuture<Long>> sent;
        try {
            sent = writer.write(batch);
        } catch (RuntimeException e) {
            sent = failedAll(e, batch.size());
        }
        boolean refused = false;
        for (int i = 0; i < batch.size(); i++) {
            Entry entry = batch.get(i);
            CompletableFuture<Long> one = sent.get(i);
            if (refused || (one.isCompletedExceptionally() && rejected(one))) {
                // refused before writing: the connection is down; keep it (and all after it) and wait
                refused = true;
                inFlight.decrementAndGet();
                entry.set(QUEUED);
                retries.add(entry);
                continue;
            }
            if (!entry.written) {
                entry.written = true;
                waiting.decrementAndGet();
            }
            one.whenComplete((receivers, failure) -> finish(entry, receivers, failure));
        }
        batch.clear();
        if (refused) {
            Thread.sleep(DOWN_POLL_MILLIS);
        }
    }

    /** Returns the gathered batch, unwritten, to the retry queue. */
    private void giveBack() {
        for (Entry entry : batch) {
            entry.set(QUEUED);
            retries.add(entry);
        }
        batch.clear();
    }

    private static List<CompletableFuture<Long>> failedAll(RuntimeException failure, int n) {
        List<CompletableFuture<Long>> all = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            all.add(CompletableFuture.failedFuture(failure));
        }
        return all;
    }

    private void finish(Entry entry, Long receivers, Throwable failure) {
        try {
            if (failure == null) {
                entry.set(DONE);
                entry.result.complete(receivers);
                return;
            }
            Throwable cause = failure instanceof CompletionException && failure.getCause() != null
                    ? failure.getCause() : failure;
            if (cause instanceof RedisCommandExecutionException) {
                entry.set(DONE);
                stats.count(PipeCore.Counter.PUBLISH_NOT_SENT);
                entry.result.completeExceptionally(new MessageNotSentException(entry.key,
                        "Redis refused it: " + cause.getMessage(), cause));
                return;
            }
            failedSinceIdle = true;
            if (isRejection(cause) && !LettuceLink.NOT_REPLAYED.equals(cause.getMessage())
                    && !entry.mayHaveArrived && !closed) {
                // Lettuce refused it on its way to a socket that was already closing: it never left,
                // so it is queued again, unwritten, and fails as not sent if its deadline passes. (A
                // command the replay filter ends was in flight at the drop: it may have arrived.)
                entry.written = false;
                waiting.incrementAndGet();
                entry.set(QUEUED);
                retries.add(entry);
                return;
            }
            entry.lastFailure = cause;
            entry.mayHaveArrived = true;
            if (resendUnknown && !closed && System.nanoTime() - entry.deadline < 0) {
                entry.set(QUEUED);
                stats.count(PipeCore.Counter.PUBLISH_RESENT);
                retries.add(entry);
                return;
            }
            entry.set(DONE);
            stats.count(PipeCore.Counter.PUBLISH_UNKNOWN);
            entry.result.completeExceptionally(new MessageOutcomeUnknownException(entry.key, cause));
        } finally {
            inFlight.decrementAndGet();
        }
    }

    /** Fails the entries at the queue's head whose deadline passed (all entries share one timeout). */
    private void expireHead(long now) {
        for (Entry head = queue.peek(); head != null && now - head.deadline > 0; head = queue.peek()) {
            if (queue.remove(head)) {
                expire(head);
            }
        }
        for (Entry head = retries.peek(); head != null && now - head.deadline > 0; head = retries.peek()) {
            if (retries.remove(head)) {
                expire(head);
            }
        }
    }

    private void expire(Entry entry) {
        if (entry.written) {
            if (entry.compareAndSet(QUEUED, DONE)) {
                stats.count(PipeCore.Counter.PUBLISH_UNKNOWN);
                entry.result.completeExceptionally(new MessageOutcomeUnknownException(entry.key, entry.lastFailure));
            }
        } else {
            fail(entry, new MessageNotSentException(entry.key,
                    "the connection was not available within the command timeout", null));
        }
    }

    private void fail(Entry entry, RuntimeException failure) {
        if (entry.compareAndSet(QUEUED, DONE)) {
            if (!entry.written) {
                waiting.decrementAndGet();
            }
            if (failure instanceof MessageOutcomeUnknownException) {
                stats.count(PipeCore.Counter.PUBLISH_UNKNOWN);
            } else {
                stats.count(PipeCore.Counter.PUBLISH_NOT_SENT);
            }
            entry.result.completeExceptionally(failure);
        }
    }

    private void failRemaining() {
        List<Entry> left = new ArrayList<>();
        retries.drainTo(left);
        queue.drainTo(left);
        for (Entry entry : left) {
            if (entry.written) {
                fail(entry, new MessageOutcomeUnknownException(entry.key, entry.lastFailure));
            } else {
                fail(entry, new MessageNotSentException(entry.key, "the pipe is closed", null));
            }
        }
    }

    private static boolean rejected(CompletableFuture<Long> sent) {
        try {
            sent.join();
            return false;
        } catch (CompletionException e) {
            return isRejection(e.getCause());
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** Lettuce's refusal of a command while disconnected (REJECT_COMMANDS): it was not written. */
    private static boolean isRejection(Throwable cause) {
        return cause instanceof RedisException && !(cause instanceof RedisCommandExecutionException)
                && cause.getMessage() != null && cause.getMessage().startsWith(REJECTED);
    }
}

