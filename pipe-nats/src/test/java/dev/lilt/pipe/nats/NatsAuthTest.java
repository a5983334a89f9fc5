package dev.lilt.pipe.nats;

import static dev.lilt.pipe.nats.Await.await;
import static dev.lilt.pipe.nats.Await.next;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.MessageCodec;
import io.nats.client.NKey;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.junit.jupiter.api.Test;

/**
 * Authentication against real servers: user and password, token, NKey; the right credentials
 * carry messages (core and JetStream), wrong or missing ones fail {@code build()} with a message
 * that says authentication failed, and name the server, never the secret.
 */
class NatsAuthTest {
    @Test
    void userAndPassword_rightOnesRoundTrip_wrongOnesFailClearly() {
        try (NatsProcess nats = NatsProcess.launch("authorization { user: alice, password: \"wonder-land\" }")) {
            roundTrip(NatsPipe.builder().servers(nats.url()).userInfo("alice", "wonder-land".toCharArray()));
            roundTrip(NatsPipe.builder().servers(nats.url()).mode(NatsMode.JETSTREAM)
                    .userInfo("alice", "wonder-land".toCharArray()));
            assertRefused(NatsPipe.builder().servers(nats.url()).userInfo("alice", "looking-glass".toCharArray()),
                    nats, "looking-glass");
            assertRefused(NatsPipe.builder().servers(nats.url()), nats, "wonder-land");
        }
    }

    @Test
    void token_rightOneRoundTrips_wrongOneFailsClearly() {
        try (NatsProcess nats = NatsProcess.launch("authorization { token: \"t0ken-of-trust\" }")) {
            roundTrip(NatsPipe.builder().servers(nats.url()).token("t0ken-of-trust".toCharArray()));
            assertRefused(NatsPipe.builder().servers(nats.url()).token("forged".toCharArray()), nats, "forged");
        }
    }

    @Test
    void nkey_theListedUsersSeedRoundTrips_anotherSeedFailsClearly() throws Exception {
        NKey user = NKey.createUser(new SecureRandom());
        NKey stranger = NKey.createUser(new SecureRandom());
        String publicKey = new String(user.getPublicKey());
        try (NatsProcess nats = NatsProcess.launch("authorization { users: [ { nkey: " + publicKey + " } ] }")) {
            roundTrip(NatsPipe.builder().servers(nats.url()).nkeySeed(user.getSeed()));
            assertRefused(NatsPipe.builder().servers(nats.url()).nkeySeed(stranger.getSeed()), nats,
                    new String(stranger.getSeed()));
        }
    }

    @Test
    void badCredentialArguments_failAtTheCall() {
        assertThatThrownBy(() -> NatsPipe.builder().nkeySeed("UABC".toCharArray()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("SU")
                .hasMessageNotContaining("UABC");
        assertThatThrownBy(() -> NatsPipe.builder().userInfo(null, new char[0]))
                .isInstanceOf(NullPointerException.class).hasMessage("user == null");
        assertThatThrownBy(() -> NatsPipe.builder().token(null))
                .isInstanceOf(NullPointerException.class).hasMessage("token == null");
        assertThatThrownBy(() -> NatsPipe.builder().credentials(java.nio.file.Path.of("/nonexistent/x.creds")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("/nonexistent/x.creds");
    }

    private static void assertRefused(NatsPipeBuilder builder, NatsProcess nats, String secret) {
        assertThatThrownBy(() -> builder.timeout(Duration.ofSeconds(2)).build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("cannot connect to NATS at " + nats.url() + ": authentication failed")
                .hasMessageNotContaining(secret);
    }

    private static void roundTrip(NatsPipeBuilder builder) {
        BlockingQueue<String> got = new LinkedBlockingQueue<>();
        try (DistributedPipe pipe = builder.build()) {
            await(pipe.subscriber(MessageCodec.string()).subscribe("auth.key", got::add).ready());
            await(pipe.publisher(MessageCodec.string()).publish("auth.key", "let in"));
            assertThat(next(got)).isEqualTo("let in");
        }
    }
}
