package dev.lilt.motion.diagnostics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.swing.SwingMotionScheduler;
import java.lang.management.ManagementFactory;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.management.JMX;
import javax.management.MBeanServer;
import javax.management.ObjectName;
import javax.management.openmbean.CompositeData;
import javax.management.openmbean.TabularData;
import org.junit.jupiter.api.Test;

class SchedulerMXBeanTest {
    private final MBeanServer server = ManagementFactory.getPlatformMBeanServer();
    private final float[] sink = new float[1];

    private static ObjectName nameOf(String scheduler) throws Exception {
        return new ObjectName("dev.lilt:type=MotionScheduler,name=" + ObjectName.quote(scheduler));
    }

    private static ManualMotionScheduler registered(String name) {
        return ManualMotionScheduler.builder().name(name).registerMXBean(true).build();
    }

    @Test
    void registered_attributesReadThroughThePlatformServer() throws Exception {
        try (ManualMotionScheduler s = registered("mx attributes")) {
            s.setUnhandledErrorHandler((motion, error) -> { });
            Motion.create(0f, 1f, 10).withScheduler(s).bind(sink, (v, k) -> k[0] = v);
            Motion.create(0f, 1f, 10).withScheduler(s).bind(sink, (v, k) -> k[0] = v);
            Motion.create(0.0, 1.0, 0.05).withScheduler(s).withImmediateBind(false).bind(sink, (v, k) -> {
                throw new IllegalStateException("boom");
            });
            s.setTimeScale(2);
            for (int f = 0; f < 5; f++) {
                s.update(0.01);
            }
            ObjectName name = nameOf("mx attributes");

            assertThat(server.isRegistered(name)).isTrue();
            assertThat(server.getAttribute(name, "Name")).isEqualTo("mx attributes");
            assertThat(server.getAttribute(name, "Frames")).isEqualTo(5L);
            assertThat(server.getAttribute(name, "ActiveMotions")).isEqualTo(2);
            assertThat(server.getAttribute(name, "Errors")).isEqualTo(3L); // bound on frames 1-3, ended on 3
            assertThat((double) server.getAttribute(name, "TimeSeconds"))
                    .isCloseTo(0.1, org.assertj.core.data.Offset.offset(1e-12));
            assertThat(server.getAttribute(name, "TimeScale")).isEqualTo(2.0);
            long last = (long) server.getAttribute(name, "LastFrameNanos");
            long mean = (long) server.getAttribute(name, "MeanFrameNanos");
            long max = (long) server.getAttribute(name, "MaxFrameNanos");
            assertThat(last).isPositive().isLessThanOrEqualTo(max);
            assertThat(mean).isPositive().isLessThanOrEqualTo(max);
            TabularData byKind = (TabularData) server.getAttribute(name, "ActiveMotionsByKind");
            assertThat(byKind.values()).extracting(row -> ((CompositeData) row).get("key") + "="
                    + ((CompositeData) row).get("value")).containsExactlyInAnyOrder("float=2", "double=0");
        }
    }

    @Test
    void resetFrameTimes_fromAnotherThread_takesEffectAtTheNextFrame() throws Exception {
        try (ManualMotionScheduler s = registered("mx reset")) {
            s.update(0.01);
            s.update(0.01);
            MotionSchedulerMXBean proxy = JMX.newMXBeanProxy(server, nameOf("mx reset"), MotionSchedulerMXBean.class);
            CompletableFuture.runAsync(proxy::resetFrameTimes).get(30, TimeUnit.SECONDS);
            assertThat(proxy.getFrames()).isEqualTo(2);
            s.update(0.01);
            assertThat(proxy.getFrames()).isEqualTo(1);
            assertThat(proxy.getMaxFrameNanos()).isEqualTo(proxy.getLastFrameNanos());
        }
    }

    @Test
    void readsFromAnotherThread_duringFrames_neverFailNorGoBackwards() throws Exception {
        try (ManualMotionScheduler s = registered("mx race")) {
            MotionSchedulerMXBean proxy = JMX.newMXBeanProxy(server, nameOf("mx race"), MotionSchedulerMXBean.class);
            java.util.concurrent.atomic.AtomicBoolean running = new java.util.concurrent.atomic.AtomicBoolean(true);
            CompletableFuture<Long> reader = CompletableFuture.supplyAsync(() -> {
                long reads = 0;
                long lastFrames = 0;
                while (running.get()) {
                    long frames = proxy.getFrames();
                    if (frames < lastFrames) {
                        throw new AssertionError("frames went back: " + lastFrames + " -> " + frames);
                    }
                    lastFrames = frames;
                    for (int count : proxy.getActiveMotionsByKind().values()) {
                        if (count < 0 || count > 3_000) {
                            throw new AssertionError("impossible count " + count);
                        }
                    }
                    if (proxy.getMaxFrameNanos() < 0 || proxy.getMeanFrameNanos() < 0) {
                        throw new AssertionError("negative frame time");
                    }
                    reads++;
                }
                return reads;
            });
            // the owner adds kinds (the per-kind arrays are replaced) and motions while the reader reads
            for (int f = 0; f < 1_000; f++) {
                Motion.create(0f, 1f, 0.05).withScheduler(s).bind(sink, (v, k) -> k[0] = v);
                if (f == 300) {
                    Motion.create(0.0, 1.0, 10).withScheduler(s).bind(sink, (v, k) -> k[0] = (float) v);
                }
                if (f == 600) {
                    Motion.create(0, 10, 10).withScheduler(s).bind(sink, (v, k) -> k[0] = v);
                }
                s.update(0.01);
            }
            running.set(false);
            assertThat(reader.get(60, TimeUnit.SECONDS)).isPositive();
            assertThat(proxy.getFrames()).isEqualTo(1_000);
            assertThat(proxy.getActiveMotionsByKind()).containsOnlyKeys("float", "double", "int");
        }
    }

    @Test
    void close_unregisters() throws Exception {
        ManualMotionScheduler s = registered("mx close");
        assertThat(server.isRegistered(nameOf("mx close"))).isTrue();
        s.close();
        assertThat(server.isRegistered(nameOf("mx close"))).isFalse();
        s.close(); // idempotent
        assertThat(server.isRegistered(nameOf("mx close"))).isFalse();
    }

    @Test
    @SuppressWarnings("try") // a and c are held open for their registrations; b is closed inside on purpose
    void sharedNames_getNumberedSuffixes_freedOnClose() throws Exception {
        try (ManualMotionScheduler a = registered("mx twin");
             ManualMotionScheduler b = registered("mx twin");
             ManualMotionScheduler c = registered("mx twin")) {
            assertThat(server.isRegistered(nameOf("mx twin"))).isTrue();
            assertThat(server.isRegistered(nameOf("mx twin #2"))).isTrue();
            assertThat(server.isRegistered(nameOf("mx twin #3"))).isTrue();
            assertThat(server.queryNames(new ObjectName("dev.lilt:type=MotionScheduler,name=\"mx twin*\""), null))
                    .hasSize(3);
            b.close();
            assertThat(server.isRegistered(nameOf("mx twin #2"))).isFalse();
            assertThat(server.isRegistered(nameOf("mx twin"))).isTrue();
        }
        ObjectName twins = new ObjectName("dev.lilt:type=MotionScheduler,name=\"mx twin*\"");
        assertThat(server.queryNames(twins, null)).isEmpty();
    }

    @Test
    @SuppressWarnings("try") // s is held open for its registration
    void awkwardNames_areQuoted() throws Exception {
        String awkward = "hud: \"main\", *?\\ menu=1";
        try (ManualMotionScheduler s = registered(awkward)) {
            assertThat(server.getAttribute(nameOf(awkward), "Name")).isEqualTo(awkward);
        }
        assertThat(server.isRegistered(nameOf(awkward))).isFalse();
    }

    @Test
    void offByDefault_nothingRegistered() throws Exception {
        try (ManualMotionScheduler s = new ManualMotionScheduler("mx default")) {
            s.update(0.01);
            assertThat(server.isRegistered(nameOf("mx default"))).isFalse();
        }
    }

    @Test
    void systemProperty_registersSchedulersMadeByConstructors() throws Exception {
        ManualMotionScheduler s = SchedulersByProperty.madeWhileSet(ManualMotionScheduler.JMX_PROPERTY,
                "mx by property");
        try (s) {
            assertThat(server.isRegistered(nameOf("mx by property"))).isTrue();
        }
        assertThat(server.isRegistered(nameOf("mx by property"))).isFalse();
    }

    @Test
    void systemProperty_reachesTheSwingSchedulersManualScheduler() throws Exception {
        ObjectName swingBeans = new ObjectName("dev.lilt:type=MotionScheduler,name=\"SwingMotionScheduler*\"");
        int before = server.queryNames(swingBeans, null).size();
        System.setProperty(ManualMotionScheduler.JMX_PROPERTY, "true");
        SwingMotionScheduler swing;
        try {
            swing = new SwingMotionScheduler();
        } finally {
            System.clearProperty(ManualMotionScheduler.JMX_PROPERTY);
        }
        assertThat(server.queryNames(swingBeans, null)).hasSize(before + 1);
        swing.manual().close();
        assertThat(server.queryNames(swingBeans, null)).hasSize(before);
    }

    @Test
    void builder_badCapacity_throwsNamingValue() {
        assertThatThrownBy(() -> ManualMotionScheduler.builder().initialCapacity(0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("initialCapacity must be in [1, 16777216]: 0");
        assertThatThrownBy(() -> ManualMotionScheduler.builder().name(null))
                .isInstanceOf(NullPointerException.class).hasMessage("name == null");
    }
}
