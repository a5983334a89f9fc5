package dev.lilt.pipe.redis;

import static dev.lilt.pipe.remote.contract.ContractPipes.await;
import static dev.lilt.pipe.remote.contract.ContractPipes.next;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.MessageCodec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * TLS against a real {@code redis-server} (the Debian build has TLS) with a self-signed
 * certificate made for the test by {@code openssl}: the trust options, the verification modes and
 * the URI's {@code verifyPeer}.
 */
class RedisTlsTest {
    private static Path dir;
    private static Path cert;
    private static RedisProcess redis;
    private static int tlsPort;

    @BeforeAll
    static void startTlsRedis() throws Exception {
        dir = Files.createTempDirectory("lilt-tls");
        cert = dir.resolve("cert.pem");
        Path key = dir.resolve("key.pem");
        run("openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key.toString(), "-out",
                cert.toString(), "-days", "2", "-subj", "/CN=lilt-test", "-addext", "subjectAltName=IP:127.0.0.1");
        run("keytool", "-importcert", "-noprompt", "-alias", "redis", "-file", cert.toString(), "-keystore",
                dir.resolve("trust.p12").toString(), "-storetype", "PKCS12", "-storepass", "changeit");
        tlsPort = RedisProcess.freePort();
        redis = RedisProcess.launch("--tls-port", Integer.toString(tlsPort), "--tls-cert-file", cert.toString(),
                "--tls-key-file", key.toString(), "--tls-ca-cert-file", cert.toString(), "--tls-auth-clients", "no");
    }

    @AfterAll
    static void stop() throws IOException {
        if (redis != null) {
            redis.close();
        }
        if (dir != null) {
            try (var files = Files.walk(dir)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private static String tlsUri(String query) {
        return "rediss://127.0.0.1:" + tlsPort + query;
    }

    @Test
    void trustedPemCertificate_fullVerification_roundTrips() throws Exception {
        roundTrip(RedisPipe.builder().uri(tlsUri("")).tlsTrustCertificates(cert));
    }

    @Test
    void trustStore_caVerification_roundTrips_inStreamsMode() throws Exception {
        roundTrip(RedisPipe.builder().uri(tlsUri("")).mode(DeliveryMode.STREAMS)
                .tlsTrustStore(dir.resolve("trust.p12"), "changeit".toCharArray()).tlsVerification(TlsVerification.CA));
    }

    @Test
    void verifyPeerFalseInTheUri_connectsWithoutVerification() throws Exception {
        roundTrip(RedisPipe.builder().uri(tlsUri("?verifyPeer=false")));
        roundTrip(RedisPipe.builder().uri(tlsUri("")).tlsVerification(TlsVerification.NONE));
    }

    @Test
    void untrustedCertificate_failsAtBuild_namingTheUri() {
        assertThatThrownBy(() -> RedisPipe.builder().uri(tlsUri("")).commandTimeout(Duration.ofSeconds(5)).build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("cannot connect to Redis at " + tlsUri(""));
        assertThatThrownBy(() -> RedisPipe.builder().uri(tlsUri("?verifyPeer=true"))
                .commandTimeout(Duration.ofSeconds(5)).build())
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void badTlsArguments_failAtTheCall_namingTheValue() {
        assertThatThrownBy(() -> RedisPipe.builder().uri(tlsUri("?verifyPeer=maybe")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("verifyPeer")
                .hasMessageContaining("maybe");
        assertThatThrownBy(() -> RedisPipe.builder().tlsTrustCertificates(dir.resolve("missing.pem")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("missing.pem");
        assertThatThrownBy(() -> RedisPipe.builder().tlsTrustStore(null, null))
                .isInstanceOf(NullPointerException.class).hasMessage("file == null");
        assertThatThrownBy(() -> RedisPipe.builder().tlsVerification(null))
                .isInstanceOf(NullPointerException.class).hasMessage("verification == null");
        for (String accepted : List.of("true", "FALSE", "none", "Ca", "full")) {
            RedisPipe.builder().uri(tlsUri("?verifyPeer=" + accepted));
        }
    }

    private static void roundTrip(RedisPipeBuilder builder) throws Exception {
        BlockingQueue<String> got = new LinkedBlockingQueue<>();
        try (DistributedPipe pipe = builder.build()) {
            await(pipe.subscriber(MessageCodec.string()).subscribe("tls.key", got::add).ready());
            assertThat(await(pipe.publisher(MessageCodec.string()).publish("tls.key", "over tls"))).isEqualTo(1L);
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
