package dev.lilt.pipe.nats.internal;

import dev.lilt.pipe.nats.NatsMode;
import dev.lilt.pipe.nats.StartPosition;
import java.time.Duration;
import java.util.List;
import javax.net.ssl.SSLContext;

/**
 * The NATS options of one pipe, checked by the builder.
 *
 * @param servers server URLs ({@code nats://}, {@code tls://})
 * @param mode core or JetStream
 * @param subjectPrefix prefix of every key's subject, empty for none
 * @param user user name, or null
 * @param password password, or null
 * @param token token, or null
 * @param nkeySeed a user NKey's seed, or null
 * @param credentials a {@code .creds} file path (JWT and seed), or null
 * @param tls the TLS context, or null for none unless a URL says {@code tls://}
 * @param backoffMin first reconnect delay
 * @param backoffMax largest reconnect delay
 * @param timeout connect timeout and how long a publish may wait for the connection or its ack
 * @param maxPendingPublishes publishes that may wait in the queue
 * @param queueGroup core: the queue group subscriptions join, or null for none
 * @param stream JetStream: the stream name
 * @param consumerGroup JetStream: the durable consumers' group name
 * @param ackWait JetStream: how long an unacknowledged message waits before redelivery
 * @param start JetStream: where a new group starts reading
 * @param maxStreamMessages JetStream: the stream's length bound when the pipe creates it
 * @param duplicateWindow JetStream: how long the server remembers message ids
 * @param deadLetterKey JetStream: the key messages go to after their retries
 */
public record NatsOptions(List<String> servers, NatsMode mode, String subjectPrefix, String user, char[] password,
        char[] token, char[] nkeySeed, String credentials, SSLContext tls, Duration backoffMin, Duration backoffMax,
        Duration timeout, int maxPendingPublishes, String queueGroup, String stream, String consumerGroup,
        Duration ackWait, StartPosition start, long maxStreamMessages, Duration duplicateWindow,
        String deadLetterKey) {
}
