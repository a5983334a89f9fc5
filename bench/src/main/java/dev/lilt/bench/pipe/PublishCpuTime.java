package dev.lilt.bench.pipe;

import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.Publisher;
import dev.lilt.pipe.Subscriber;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * One publish to 8 subscribers of 8 distinct handler classes ({@link PublishBenchmark}'s
 * megamorphic shape), one library per JVM, timed in the thread's CPU time over many batches:
 * the median per publish. Run it in several JVMs to see the spread between runs that JIT choices
 * make (a loaded machine stretches JMH's wall-clock scores more than CPU time); a cross-check of
 * {@link PublishSpreadBenchmark}, not a replacement.
 *
 * <p>Run: {@code for i in 1 2 3 4 5; do for lib in lilt limit; do java -cp bench/target/benchmarks.jar
 * dev.lilt.bench.pipe.PublishCpuTime $lib; done; done}
 */
public final class PublishCpuTime {
    private static final int BATCHES = 4_000;
    private static final int PUBLISHES = 2_000;

    private PublishCpuTime() {
    }

    /**
     * Prints the median CPU time per publish of the second half of the batches.
     *
     * @param args the library: {@code lilt}, {@code limit} (a plain Consumer[] loop), or Lilt with
     *     an opt-in option: {@code supertypes}, {@code dead} (a dead-message handler),
     *     {@code consuming} (plus a consuming handler that never consumes)
     */
    @SuppressWarnings({"unchecked", "rawtypes"}) // generic array creation
    public static void main(String[] args) {
        String lib = args.length > 0 ? args[0] : "lilt";
        Tick tick = new Tick();
        Runnable publish;
        switch (lib) {
            case "lilt":
            case "supertypes":
            case "dead":
            case "consuming": {
                MessagePipe pipe = lib.equals("supertypes") ? MessagePipe.builder().deliverToSupertypes(true).build()
                        : lib.equals("dead") ? MessagePipe.builder().deadMessageHandler(d -> { }).build()
                        : MessagePipe.create();
                Publisher<Tick> p = pipe.publisher(Tick.class);
                Subscriber<Tick> s = pipe.subscriber(Tick.class);
                if (lib.equals("consuming")) {
                    s.subscribeConsuming(t -> false, 1);
                }
                for (int i = 0; i < 8; i++) {
                    s.subscribe((MessageHandler<Tick>) Handlers.distinct(i, 8));
                }
                publish = () -> {
                    for (int k = 0; k < PUBLISHES; k++) {
                        p.publish(tick);
                    }
                };
                break;
            }
            case "limit": {
                Consumer<Tick>[] hs = new Consumer[8];
                for (int i = 0; i < 8; i++) {
                    hs[i] = (Consumer<Tick>) Handlers.distinct(i, 8);
                }
                publish = () -> {
                    for (int k = 0; k < PUBLISHES; k++) {
                        for (Consumer<Tick> h : hs) {
                            h.accept(tick);
                        }
                    }
                };
                break;
            }
            default:
                throw new IllegalArgumentException("library must be lilt, supertypes, dead, consuming or limit: "
                        + lib);
        }
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long[] times = new long[BATCHES];
        for (int b = 0; b < BATCHES; b++) {
            long t0 = mx.getCurrentThreadCpuTime();
            publish.run();
            times[b] = mx.getCurrentThreadCpuTime() - t0;
        }
        long[] measured = Arrays.copyOfRange(times, BATCHES / 2, BATCHES);
        Arrays.sort(measured);
        System.out.printf(Locale.ROOT, "%s: CPU time per publish, median of %d batches of %d: %.1f ns (min %.1f)%n",
                lib, measured.length, PUBLISHES, measured[measured.length / 2] / (double) PUBLISHES,
                measured[0] / (double) PUBLISHES);
    }
}
