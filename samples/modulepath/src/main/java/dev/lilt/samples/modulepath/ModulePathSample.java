package dev.lilt.samples.modulepath;

import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.redis.JsonCodec;
import dev.lilt.pipe.redis.RedisPipe;
import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.DistributedSubscription;
import dev.lilt.pipe.remote.MessageCodec;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * lilt-motion, lilt-pipe and lilt-pipe-redis on the module path, as a user's build resolves them
 * through lilt-bom, in the named module {@code dev.lilt.samples.modulepath}: a motion played to its
 * end, an in-process publish, and a JSON message through Redis. Exits with status 1 when any of it
 * is off, or when SLF4J reports it has no provider.
 *
 * <p>Argument: the Redis URI (default {@code redis://127.0.0.1:6379}).
 */
public final class ModulePathSample {
    /** A message: Jackson encodes the record for the JSON codec. */
    public record Score(String player, int points) {
    }

    private ModulePathSample() {
    }

    /**
     * Runs the three checks.
     *
     * @param args the Redis URI, optionally
     * @throws Exception when Redis does not answer in time
     */
    public static void main(String[] args) throws Exception {
        String uri = args.length > 0 ? args[0] : "redis://127.0.0.1:6379";

        check(ModulePathSample.class.getModule().isNamed()
                && "dev.lilt.pipe.redis".equals(RedisPipe.class.getModule().getName()),
                "Lilt and this sample in named modules");

        ManualMotionScheduler frames = new ManualMotionScheduler();
        float[] x = {Float.NaN};
        MotionHandle slide = Motion.create(0f, 320f, 0.5).withScheduler(frames).bind(x, (v, box) -> box[0] = v);
        for (int frame = 0; frame < 60 && slide.isActive(); frame++) {
            frames.update(1 / 60.0);
        }
        check(!slide.isActive() && x[0] == 320f, "the motion ends at 320 within a second, got " + x[0]);

        MessagePipe pipe = MessagePipe.create();
        List<Score> seen = new ArrayList<>();
        pipe.subscriber(Score.class).subscribe(seen::add);
        pipe.publisher(Score.class).publish(new Score("ada", 3));
        check(seen.equals(List.of(new Score("ada", 3))), "the in-process handler got the message, got " + seen);

        // Lettuce logs through SLF4J: with no provider, SLF4J prints a warning to System.err
        PrintStream err = System.err;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        System.setErr(new PrintStream(printed, true, StandardCharsets.UTF_8));
        Score received;
        long receivers;
        try (DistributedPipe redis = RedisPipe.builder().uri(uri).build()) {
            BlockingQueue<Score> inbox = new ArrayBlockingQueue<>(4);
            MessageCodec<Score> json = JsonCodec.of(Score.class);
            DistributedSubscription sub = redis.subscriber(json).subscribe("samples.score", inbox::add);
            sub.ready().toCompletableFuture().get(10, TimeUnit.SECONDS);
            receivers = redis.publisher(json).publish("samples.score", new Score("bob", 7))
                    .toCompletableFuture().get(10, TimeUnit.SECONDS);
            received = inbox.poll(10, TimeUnit.SECONDS);
        } finally {
            System.setErr(err);
            err.print(printed.toString(StandardCharsets.UTF_8));
        }
        check(receivers == 1, "one pipe subscribed in Redis, got " + receivers);
        check(new Score("bob", 7).equals(received), "the message came back through Redis, got " + received);
        check(!printed.toString(StandardCharsets.UTF_8).contains("SLF4J"), "SLF4J found its provider");

        System.out.println("module path sample: lilt-motion, lilt-pipe and lilt-pipe-redis work");
    }

    private static void check(boolean ok, String expected) {
        if (!ok) {
            System.err.println("sample FAILED: expected " + expected);
            System.exit(1);
        }
    }
}
