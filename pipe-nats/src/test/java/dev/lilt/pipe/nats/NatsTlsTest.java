package dev.lilt.pipe.nats;

import static dev.lilt.pipe.nats.Await.await;
import static dev.lilt.pipe.nats.Await.next;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.MessageCodec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * TLS against a real {@code nats-server} with certificates made for the test ({@code openssl} for
 * the server's, {@code keytool} for the client's): a PEM trust file, a trust store, an untrusted
 * server refused, and a server that verifies clients accepting only the client with its certificate.
 */
class NatsTlsTest {
    private static Path dir;
    private static Path cert;
    private static Path clientStore;
    private static NatsProcess nats;
    private static NatsProcess verifying;

    @BeforeAll
    static void startTlsServers() throws Exception {
        NatsProcess.assumeInstalled();
        dir = Files.createTempDirectory("lilt-nats-tls");
        cert = dir.resolve("cert.pem");
        Path key = dir.resolve("key.pem");
        run("openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key.toString(), "-out",
                cert.toString(), "-days", "2", "-subj", "/CN=lilt-test", "-addext", "subjectAltName=IP:127.0.0.1");
        run("keytool", "-importcert", "-noprompt", "-alias", "nats", "-file", cert.toString(), "-keystore",
                dir.resolve("trust.p12").toString(), "-storetype", "PKCS12", "-storepass", "changeit");
        clientStore = dir.resolve("client.p12");
        run("keytool", "-genkeypair", "-alias", "client", "-keyalg", "RSA", "-keysize", "2048", "-dname",
                "CN=lilt-client", "-validity", "2", "-keystore", clientStore.toString(), "-storetype", "PKCS12",
                "-storepass", "changeit");
        Path clientCert = dir.resolve("client.pem");
        run("keytool", "-exportcert", "-rfc", "-alias", "client", "-file", clientCert.toString(), "-keystore",
                clientStore.toString(), "-storepass", "changeit");
        String tls = "tls { cert_file: \"" + cert + "\", key_file: \"" + key + "\"";
        nats = NatsProcess.launch(tls + " }");
        verifying = NatsProcess.launch(tls + ", ca_file: \"" + clientCert + "\", verify: true }");
    }

    @AfterAll
    static void stop() throws IOException {
        for (NatsProcess server : new NatsProcess[] {nats, verifying}) {
            if (server != null) {
                server.close();
            }
        }
        if (dir != null) {
            try (var files = Files.walk(dir)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private static String tlsUrl(NatsProcess server) {
        return "tls://127.0.0.1:" + server.port();
    }

    @Test
    void trustedPemCertificate_roundTrips_inBothModes() {
        roundTrip(NatsPipe.builder().servers(tlsUrl(nats)).tlsTrustCertificates(cert));
        roundTrip(NatsPipe.builder().servers(tlsUrl(nats)).tlsTrustCertificates(cert).mode(NatsMode.JETSTREAM));
    }

    @Test
    void trustStore_roundTrips() {
        roundTrip(NatsPipe.builder().servers(tlsUrl(nats)).tlsTrustStore(dir.resolve("trust.p12"),
                "changeit".toCharArray()));
    }

    @Test
    void untrustedServerCertificate_failsAtBuild_namingTheServer() {
        assertThatThrownBy(() -> NatsPipe.builder().servers(tlsUrl(nats)).timeout(Duration.ofSeconds(5)).build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("cannot connect to NATS at " + tlsUrl(nats));
    }

    @Test
    void serverVerifyingClients_acceptsTheClientCertificate_refusesAClientWithout() {
        roundTrip(NatsPipe.builder().servers(tlsUrl(verifying)).tlsTrustCertificates(cert)
                .tlsKeyStore(clientStore, "changeit".toCharArray()));
        assertThatThrownBy(() -> NatsPipe.builder().servers(tlsUrl(verifying)).tlsTrustCertificates(cert)
                .timeout(Duration.ofSeconds(5)).build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("cannot connect to NATS at " + tlsUrl(verifying));
    }

    @Test
    void badTlsArguments_failAtTheCall_namingTheFile() {
        assertThatThrownBy(() -> NatsPipe.builder().tlsTrustCertificates(dir.resolve("missing.pem")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("missing.pem");
        assertThatThrownBy(() -> NatsPipe.builder().tlsTrustStore(null, null))
                .isInstanceOf(NullPointerException.class).hasMessage("file == null");
        assertThatThrownBy(() -> NatsPipe.builder().servers(tlsUrl(nats)).tlsTrustStore(dir.resolve("trust.p12"),
                "wrong".toCharArray()).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("trust.p12");
        assertThatThrownBy(() -> NatsPipe.builder().servers("http://127.0.0.1:1"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("http://127.0.0.1:1");
    }

    private static void roundTrip(NatsPipeBuilder builder) {
        BlockingQueue<String> got = new LinkedBlockingQueue<>();
        try (DistributedPipe pipe = builder.build()) {
            await(pipe.subscriber(MessageCodec.string()).subscribe("tls.key", got::add).ready());
            await(pipe.publisher(MessageCodec.string()).publish("tls.key", "over tls"));
            assertThat(next(got)).isEqualTo("over tls");
        }
    }

    private static void run(String... command) throws Exception {
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).as(command[0]).isTrue();
        assertThat(process.exitValue()).as(String.join(" ", command)).isZero();
    }
}
