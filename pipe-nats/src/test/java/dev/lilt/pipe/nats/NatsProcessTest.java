package dev.lilt.pipe.nats;

import static org.assertj.core.api.Assertions.assertThat;

import io.nats.client.Connection;
import io.nats.client.JetStreamManagement;
import io.nats.client.api.StorageType;
import io.nats.client.api.StreamConfiguration;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The test harness itself: a server on a free loopback port with JetStream on disk, killed with
 * SIGKILL and restarted on the same port and store, keeps what JetStream acknowledged.
 */
class NatsProcessTest {
    @Test
    void killedAndRestartedOnTheSamePortAndStore_keepsAcknowledgedJetStreamMessages() throws Exception {
        try (NatsProcess nats = NatsProcess.launch()) {
            try (RawNats client = RawNats.connect(nats.url())) {
                Connection raw = client.connection();
                JetStreamManagement management = raw.jetStreamManagement();
                management.addStream(StreamConfiguration.builder().name("HARNESS").subjects("harness.>")
                        .storageType(StorageType.File).build());
                for (int i = 0; i < 10; i++) {
                    raw.jetStream().publish("harness.x", ("m" + i).getBytes(StandardCharsets.UTF_8));
                }
            }
            nats.kill9();
            assertThat(nats.isAlive()).as("killed").isFalse();
            nats.start();
            assertThat(nats.isAlive()).as("restarted").isTrue();
            try (RawNats client = RawNats.connect(nats.url())) {
                Connection raw = client.connection();
                Await.until("JetStream recovered its store", 20, () -> {
                    try {
                        return raw.jetStreamManagement().getStreamInfo("HARNESS").getStreamState().getMsgCount() == 10;
                    } catch (Exception notYet) {
                        return false;
                    }
                });
                assertThat(new String(raw.jetStreamManagement().getMessage("HARNESS", 10).getData(),
                        StandardCharsets.UTF_8)).isEqualTo("m9");
            }
            assertThat(nats.url()).startsWith("nats://127.0.0.1:");
        }
    }
}
