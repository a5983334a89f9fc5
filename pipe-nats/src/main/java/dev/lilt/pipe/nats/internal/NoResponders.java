package dev.lilt.pipe.nats.internal;

import dev.lilt.pipe.remote.DistributedPublisher;
import io.nats.client.Connection;
import io.nats.client.Dispatcher;
import io.nats.client.Message;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Tells a remote request that no process handles its type, at once: the request is published with
 * a reply subject of this pipe's inbox, and a server that finds no subscriber for it answers there
 * with status 503 ("no responders"). Right after the request the pipe publishes a marker to its
 * own inbox; when the marker comes back with no 503 before it, someone received the request.
 */
final class NoResponders {
    /*
     * Design note.
     *
     * Order: the server handles one client's PUBs in order and writes what it sends back to that
     * client in order, so a 503 for the request reaches this connection before the marker; both
     * arrive through the one subscription on the inbox, on one dispatcher thread, in that order. (A
     * flush would not do: its PONG is handled on jnats's reader thread, which can run ahead of the
     * dispatcher still holding the 503.)
     *
     * The answer itself does not come on this inbox: handlers reply on the calling pipe's reply key,
     * as on every engine. A request whose 503 and marker were lost with the connection fails with
     * the pipe's timeout as "unknown".
     */

    private static final int NO_RESPONDERS = 503;
    private static final byte[] EMPTY = new byte[0];

    private final String inbox;
    private final long timeoutMillis;
    private final AtomicLong ids = new AtomicLong();
    private final Map<String, CompletableFuture<Long>> waiting = new ConcurrentHashMap<>();

    NoResponders(Connection connection, Dispatcher dispatcher, Duration timeout) {
        this.inbox = connection.createInbox();
        this.timeoutMillis = timeout.toMillis();
        dispatcher.subscribe(inbox + ".*", this::arrived);
    }

    /** A reply subject for one request. */
    String replyTo() {
        return inbox + ".r" + ids.incrementAndGet();
    }

    /**
     * Publishes a request and tells whether it reached a subscriber.
     *
     * @param connection the connection
     * @param entry the request, with its reply subject from {@link #replyTo()}
     * @return completes with {@link DistributedPublisher#UNKNOWN_RECEIVERS} when the marker came back;
     *     fails with {@link Outbox.Refused} on "no responders", with a timeout when neither came back
     */
    CompletableFuture<Long> publish(Connection connection, Outbox.Entry entry) {
        CompletableFuture<Long> outcome = new CompletableFuture<>();
        String marker = marker(entry.replyTo);
        waiting.put(entry.replyTo, outcome);
        try {
            connection.publish(entry.subject, entry.replyTo, entry.payload);
            connection.publish(marker, EMPTY);
        } catch (RuntimeException e) {
            waiting.remove(entry.replyTo);
            throw e;
        }
        return outcome.orTimeout(timeoutMillis, TimeUnit.MILLISECONDS)
                .whenComplete((count, failure) -> waiting.remove(entry.replyTo, outcome));
    }

    private String marker(String replyTo) {
        return inbox + ".m" + replyTo.substring(inbox.length() + 2);
    }

    private void arrived(Message message) {
        String subject = message.getSubject();
        if (message.isStatusMessage()) {
            CompletableFuture<Long> outcome = message.getStatus().getCode() == NO_RESPONDERS
                    ? waiting.remove(subject) : null;
            if (outcome != null) {
                outcome.completeExceptionally(new Outbox.Refused(
                        "no responders: no pipe handles this request type on the server", null));
            }
            return;
        }
        if (!subject.startsWith(inbox + ".m")) {
            return;
        }
        CompletableFuture<Long> outcome = waiting.remove(inbox + ".r" + subject.substring(inbox.length() + 2));
        if (outcome != null) {
            outcome.complete(DistributedPublisher.UNKNOWN_RECEIVERS);
        }
    }
}
