package dev.lilt.demo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.pipe.redis.RedisPipe;
import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.InMemoryServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;

/**
 * The two-process pipe scene, wired through the in-memory double of the Redis pipe (the same
 * interfaces): a publisher pipe's damages reach the animator's scene; and without a reachable
 * Redis the showcase says so in one line and exits 1.
 */
class RemotePipeSceneTest {
    @Test
    void publisherDamages_reachTheAnimatorsScene_throughItsLocalPipe() throws Exception {
        InMemoryServer server = new InMemoryServer();
        try (DistributedPipe animatorPipe = RedisPipe.builder().buildInMemory(server);
                DistributedPipe publisherPipe = RedisPipe.builder().buildInMemory(server)) {
            RemotePipeScene remote = new RemotePipeScene(animatorPipe, "memory");
            SwingUtilities.invokeAndWait(() -> remote.start(new ManualMotionScheduler()));
            ByteArrayOutputStream out = new ByteArrayOutputStream();

            RemotePipeScene.publish(publisherPipe, 3, new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
            SwingUtilities.invokeAndWait(() -> { });

            int dealt = PipeScene.damageAt(0) + PipeScene.damageAt(1) + PipeScene.damageAt(2);
            assertThat(remote.scene().hp()).isEqualTo(PipeScene.MAX_HP - dealt);
            assertThat(remote.scene().log())
                    .anyMatch(line -> line.startsWith("Damage(" + PipeScene.damageAt(2) + ") -> #"));
            assertThat(out.toString(StandardCharsets.UTF_8).lines())
                    .containsExactly("Damage(12) -> 1 animator(s)", "Damage(7) -> 1 animator(s)",
                            "Damage(20) -> 1 animator(s)");
        }
    }

    @Test
    void redisUnreachable_oneLineError_status1() throws IOException {
        int unused;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            unused = socket.getLocalPort();
        }
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ByteArrayOutputStream out = new ByteArrayOutputStream();

        int status = Showcase.run(new String[] {"--redis", "redis://127.0.0.1:" + unused, "--role", "publisher"},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(status).isEqualTo(1);
        String message = err.toString(StandardCharsets.UTF_8);
        assertThat(message).startsWith("showcase: cannot connect to Redis at redis://127.0.0.1:" + unused + ": ");
        assertThat(message.strip().lines()).hasSize(1);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void roleWithoutRedis_orUnknownRole_isAUsageError() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream errs = new PrintStream(err, true, StandardCharsets.UTF_8);
        PrintStream outs = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);

        assertThat(Showcase.run(new String[] {"--role", "publisher"}, outs, errs)).isEqualTo(2);
        assertThat(Showcase.run(new String[] {"--redis", "redis://127.0.0.1:6379", "--role", "juggler"}, outs, errs))
                .isEqualTo(2);

        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("showcase: --role needs --redis URI")
                .contains("showcase: --role must be publisher or animator: juggler");
    }
}
