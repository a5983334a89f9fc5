package dev.lilt.pipe.nats.internal;

import dev.lilt.pipe.remote.spi.PipeCore;
import io.nats.client.AuthHandler;
import io.nats.client.AuthenticationException;
import io.nats.client.Connection;
import io.nats.client.ConnectionListener;
import io.nats.client.Consumer;
import io.nats.client.ErrorListener;
import io.nats.client.NKey;
import io.nats.client.Nats;
import io.nats.client.Options;
import java.io.IOException;
import java.security.GeneralSecurityException;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One pipe's jnats connection: options from the builder's, connection events to the pipe's
 * connection state, the client's asynchronous errors to the pipe's log.
 */
final class NatsLink {
    /*
     * Design note.
     *
     * Reconnect: forever, with the pipe's exponential backoff. jnats's reconnect buffer is turned
     * off (size 0): a publish while disconnected throws at once instead of waiting in the client,
     * so messages wait in the pipe's own bounded queue (Outbox), whose timeout and bound the user
     * set, and are handed to jnats only while it is connected.
     *
     * Subscriptions: jnats subscribes every live subscription again after a reconnect, core ones
     * and JetStream consumers' pulls alike, so the pipe does nothing on RECONNECTED but report it.
     *
     * Slow consumers: jnats drops messages beyond a subscription's pending limit and says so through
     * the error listener; the pipe counts those events (the drops are at-most-once loss).
     */

    private final Connection connection;
    private final AtomicLong slowConsumerEvents = new AtomicLong();

    NatsLink(NatsOptions options, PipeCore pipe) {
        Options.Builder builder = new Options.Builder()
                .servers(options.servers().toArray(new String[0]))
                .connectionName("lilt-pipe-" + pipe.name())
                .connectionTimeout(options.timeout())
                .maxReconnects(-1)
                .reconnectBufferSize(0)
                .reconnectDelayHandler(attempt -> backoff(options, attempt))
                .connectionListener((conn, event) -> onEvent(pipe, event))
                .errorListener(new Errors(pipe, slowConsumerEvents))
                .connectThreadFactory(daemon("lilt-nats-connect-" + pipe.name()))
                .callbackThreadFactory(daemon("lilt-nats-callback-" + pipe.name()))
                .maxMessagesInOutgoingQueue(Math.max(options.maxPendingPublishes(), 1024))
                .reportNoResponders();
        if (options.user() != null) {
            builder.userInfo(options.user().toCharArray(), options.password());
        }
        if (options.token() != null) {
            builder.token(options.token());
        }
        if (options.nkeySeed() != null) {
            builder.authHandler(nkey(options.nkeySeed()));
        }
        if (options.credentials() != null) {
            builder.authHandler(Nats.credentials(options.credentials()));
        }
        if (options.tls() != null) {
            builder.sslContext(options.tls());
        }
        try {
            this.connection = Nats.connect(builder.build());
        } catch (AuthenticationException e) {
            throw new IllegalStateException("cannot connect to NATS at " + String.join(",", options.servers())
                    + ": authentication failed (" + rootMessage(e) + ")", e);
        } catch (IOException | RuntimeException e) {
            throw new IllegalStateException("cannot connect to NATS at " + String.join(",", options.servers())
                    + ": " + rootMessage(e), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while connecting to NATS at "
                    + String.join(",", options.servers()), e);
        }
    }

    Connection connection() {
        return connection;
    }

    boolean connected() {
        return connection.getStatus() == Connection.Status.CONNECTED;
    }

    long slowConsumerEvents() {
        return slowConsumerEvents.get();
    }

    void close() {
        try {
            connection.close();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    static Duration backoff(NatsOptions options, long attempt) {
        long min = options.backoffMin().toNanos();
        long max = options.backoffMax().toNanos();
        long shift = Math.min(Math.max(attempt - 1, 0), 30);
        long delay = min << shift;
        return Duration.ofNanos(delay <= 0 || delay > max ? max : delay);
    }

    private void onEvent(PipeCore pipe, ConnectionListener.Events event) {
        switch (event) {
            case DISCONNECTED:
                pipe.connectionDown(this);
                break;
            case CONNECTED:
            case RECONNECTED:
            case RESUBSCRIBED:
                pipe.connectionUp(this);
                break;
            default:
                break;
        }
    }

    /** An NKey user: signs the server's nonce with the seed; the seed stays in the handler. */
    private static AuthHandler nkey(char[] seed) {
        NKey key = NKey.fromSeed(seed);
        char[] id;
        try {
            id = key.getPublicKey();
        } catch (GeneralSecurityException | IOException e) {
            throw new IllegalArgumentException("nkeySeed is not a usable NKey seed: " + rootMessage(e), e);
        }
        return new AuthHandler() {
            @Override
            public byte[] sign(byte[] nonce) {
                try {
                    return key.sign(nonce);
                } catch (GeneralSecurityException | IOException e) {
                    throw new IllegalStateException("cannot sign the server's nonce with the NKey", e);
                }
            }

            @Override
            public char[] getID() {
                return id.clone();
            }

            @Override
            public char[] getJWT() {
                return null;
            }
        };
    }

    private static java.util.concurrent.ThreadFactory daemon(String name) {
        return task -> {
            Thread thread = new Thread(task, name);
            thread.setDaemon(true);
            return thread;
        };
    }

    static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root.getMessage() == null ? root.getClass().getName() : root.getMessage();
    }

    /** jnats's asynchronous errors: logged through the pipe, slow consumers counted. */
    private static final class Errors implements ErrorListener {
        private final PipeCore pipe;
        private final AtomicLong slowConsumers;

        Errors(PipeCore pipe, AtomicLong slowConsumers) {
            this.pipe = pipe;
            this.slowConsumers = slowConsumers;
        }

        @Override
        public void errorOccurred(Connection conn, String error) {
            pipe.transportNotice("NATS server error: " + error);
        }

        @Override
        public void exceptionOccurred(Connection conn, Exception exp) {
            // while reconnecting each failed attempt lands here; the connection state already says so
            if (conn.getStatus() == Connection.Status.CONNECTED) {
                pipe.transportNotice("NATS connection: " + rootMessage(exp));
            }
        }

        @Override
        public void slowConsumerDetected(Connection conn, Consumer consumer) {
            slowConsumers.incrementAndGet();
            pipe.transportNotice("NATS slow consumer: messages beyond the pending limit were dropped ("
                    + consumer.getDroppedCount() + " so far)");
        }
    }
}
