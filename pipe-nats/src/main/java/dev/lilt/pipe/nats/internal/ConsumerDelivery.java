package dev.lilt.pipe.nats.internal;

import dev.lilt.pipe.remote.spi.PipeCore;
import dev.lilt.pipe.remote.spi.Topic;
import io.nats.client.JetStream;
import io.nats.client.Message;
import io.nats.client.impl.Headers;
import io.nats.client.impl.NatsJetStreamMetaData;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Delivers JetStream messages to the pipe, on the consumers' dispatcher thread: a repeat this pipe
 * already handled is acknowledged and dropped; otherwise the handlers run with the pipe's retries,
 * a message that still fails goes to the dead-letter key, and the message is acknowledged.
 */
final class ConsumerDelivery {
    /*
     * Design note.
     *
     * Repeats: the server redelivers a message whose ack it did not get within ackWait (the ack was
     * lost with the connection, or the consumer was slow). Each consumer's stream sequences this
     * pipe handled are kept in a bounded window (SEEN_WINDOW, oldest dropped), so such a repeat is
     * dropped here; a repeat that reaches another pipe of the group (its first consumer died) is
     * delivered there, which is at least once.
     *
     * A message pulled for a topic that has no local subscriber any more (the pull was on its way
     * when the last one closed) is not acknowledged but handed back (nak), so the group's next
     * consumer gets it at once instead of after ackWait.
     *
     * Dead letters: published, with the original key and the reason in headers, to the subject of
     * the dead-letter key in the same stream, so any pipe can subscribe to them as to a key.
     */

    static final int SEEN_WINDOW = 65_536;
    static final String KEY_HEADER = "Lilt-Key";
    static final String REASON_HEADER = "Lilt-Reason";

    private final PipeCore pipe;
    private final Subjects subjects;
    private final JetStream jetStream;
    private final String deadLetterSubject;
    /** Per consumer name, the stream sequences handled; dispatcher thread only. */
    private final Map<String, Map<Long, Boolean>> seen = new HashMap<>();

    ConsumerDelivery(PipeCore pipe, Subjects subjects, JetStream jetStream, NatsOptions options) {
        this.pipe = pipe;
        this.subjects = subjects;
        this.jetStream = jetStream;
        this.deadLetterSubject = subjects.subject(options.deadLetterKey());
    }

    void receive(Topic topic, Message message) {
        if (!pipe.hasInterest(topic)) {
            // pulled for a topic just unsubscribed: give it back at once for the group's next pull
            nak(message);
            return;
        }
        NatsJetStreamMetaData meta = message.metaData();
        Map<Long, Boolean> handled = seen.computeIfAbsent(meta.getConsumer(), consumer -> window());
        long sequence = meta.streamSequence();
        if (handled.containsKey(sequence)) {
            pipe.count(PipeCore.Counter.DUPLICATE_DROPPED);
            ack(message);
            return;
        }
        byte[] data = message.getData() == null ? new byte[0] : message.getData();
        String key = subjects.key(message.getSubject());
        PipeCore.Outcome outcome = pipe.deliverWithRetries(topic, key, data);
        if (outcome != PipeCore.Outcome.DELIVERED) {
            deadLetter(key, data, outcome);
        }
        ack(message);
        handled.put(sequence, Boolean.TRUE);
    }

    private void deadLetter(String key, byte[] data, PipeCore.Outcome outcome) {
        Headers headers = new Headers().put(KEY_HEADER, key).put(REASON_HEADER, outcome.name());
        pipe.count(PipeCore.Counter.DEAD_LETTERED);
        try {
            jetStream.publishAsync(deadLetterSubject, headers, data).whenComplete((ack, failure) -> {
                if (failure != null) {
                    pipe.transportFailure("dead-lettering a message of key " + key, failure);
                }
            });
        } catch (IllegalStateException e) {
            pipe.transportFailure("dead-lettering a message of key " + key, e);
        }
    }

    private void ack(Message message) {
        try {
            message.ack();
        } catch (IllegalStateException disconnected) {
            // not acknowledged: the server redelivers it after ackWait, and the window drops the repeat
        }
    }

    private void nak(Message message) {
        try {
            message.nak();
        } catch (IllegalStateException disconnected) {
            // not acknowledged either way: the server redelivers it after ackWait
        }
    }

    private static Map<Long, Boolean> window() {
        return new LinkedHashMap<>(1024, 0.75f, false) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<Long, Boolean> eldest) {
                return size() > SEEN_WINDOW;
            }
        };
    }
}
