package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.management.ManagementFactory;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import javax.management.JMX;
import javax.management.MBeanServer;
import javax.management.ObjectName;
import javax.management.openmbean.CompositeData;
import javax.management.openmbean.TabularData;
import org.junit.jupiter.api.Test;

class PipeMXBeanTest {
    private static final MBeanServer SERVER = ManagementFactory.getPlatformMBeanServer();

    record Damage(int amount) { }

    private static ObjectName name(String name) throws Exception {
        return new ObjectName("dev.lilt:type=MessagePipe,name=" + name);
    }

    private static MessagePipeMXBean proxy(String name) throws Exception {
        return JMX.newMXBeanProxy(SERVER, name(name), MessagePipeMXBean.class);
    }

    @Test
    void registerMBean_showsSubscriptionsPublishesAndFailuresThroughThePlatformServer() throws Exception {
        MessagePipe pipe = MessagePipe.builder().name("mx-counts").registerMBean(true)
                .errorHandler((m, f) -> { }).build();
        MessagePipe scope = pipe.createScope();
        pipe.subscriber(Damage.class).subscribe(d -> { });
        scope.subscriber(Damage.class).subscribe(d -> { });
        pipe.keyedSubscriber(Integer.class, String.class).subscribe(1, s -> { throw new IllegalStateException("x"); });
        pipe.asyncSubscriber(Long.class).subscribe(l -> CompletableFuture.completedFuture(null));
        for (int i = 0; i < 5; i++) {
            pipe.publisher(Damage.class).publish(new Damage(i));
        }
        scope.publisher(Damage.class).publish(new Damage(9));
        pipe.keyedPublisher(Integer.class, String.class).publish(1, "hit");
        pipe.keyedPublisher(Integer.class, String.class).publish(2, "nobody");
        pipe.asyncPublisher(Long.class).publishAsync(1L).toCompletableFuture().join();

        MessagePipeMXBean bean = proxy("mx-counts");
        assertThat(bean.getName()).isEqualTo("mx-counts");
        assertThat(bean.getSubscriptionCount()).isEqualTo(4);
        assertThat(bean.getSubscriptionCounts()).isEqualTo(Map.of(
                Damage.class.getName(), 2, String.class.getName(), 1, Long.class.getName(), 1));
        assertThat(bean.getPublishCount()).isEqualTo(9);
        assertThat(bean.getPublishCounts()).isEqualTo(Map.of(
                Damage.class.getName(), 6L, String.class.getName(), 2L, Long.class.getName(), 1L));
        assertThat(bean.getDeliveryFailureCount()).isEqualTo(1);
        assertThat(bean.getLeakReportCount()).isZero();
        // the raw attributes, as JConsole reads them: open types
        assertThat(SERVER.getAttribute(name("mx-counts"), "PublishCount")).isEqualTo(9L);
        TabularData perType = (TabularData) SERVER.getAttribute(name("mx-counts"), "PublishCounts");
        assertThat(perType.values()).extracting(row -> ((CompositeData) row).get("key"))
                .containsExactlyInAnyOrder(Damage.class.getName(), String.class.getName(), Long.class.getName());

        pipe.close();

        assertThat(SERVER.isRegistered(name("mx-counts"))).isFalse();
    }

    @Test
    void registerMBean_off_registersNothing() throws Exception {
        int before = SERVER.queryNames(new ObjectName("dev.lilt:type=MessagePipe,*"), null).size();
        MessagePipe pipe = MessagePipe.builder().name("mx-off").countPublishes(true).build();

        assertThat(SERVER.isRegistered(name("mx-off"))).isFalse();
        assertThat(SERVER.queryNames(new ObjectName("dev.lilt:type=MessagePipe,*"), null)).hasSize(before);
        pipe.close();
    }

    @Test
    void registerMBean_unnamed_getsAUniqueName() throws Exception {
        MessagePipe first = MessagePipe.builder().registerMBean(true).build();
        MessagePipe second = MessagePipe.builder().registerMBean(true).build();
        ObjectName pattern = new ObjectName("dev.lilt:type=MessagePipe,name=pipe-*");

        assertThat(SERVER.queryNames(pattern, null)).hasSizeGreaterThanOrEqualTo(2)
                .allSatisfy(n -> assertThat(n.getKeyProperty("name")).matches("pipe-[0-9]+"));
        first.close();
        second.close();
        assertThat(SERVER.queryNames(pattern, null)).isEmpty();
    }

    @Test
    void registerMBean_nameWithSpecialCharacters_isSanitised() throws Exception {
        MessagePipe pipe = MessagePipe.builder().name("ui:bus,main=\"1\"*?").registerMBean(true).build();

        assertThat(proxy("ui_bus_main__1___").getName()).isEqualTo("ui_bus_main__1___");
        pipe.close();
    }

    @Test
    void registerMBean_nameTakenByAnOpenPipe_throwsAndTheFirstStays() throws Exception {
        MessagePipe first = MessagePipe.builder().name("mx-taken").registerMBean(true).build();

        assertThatThrownBy(() -> MessagePipe.builder().name("mx-taken").registerMBean(true).build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("dev.lilt:type=MessagePipe,name=mx-taken");
        assertThat(proxy("mx-taken").getName()).isEqualTo("mx-taken");

        first.close();
        MessagePipe again = MessagePipe.builder().name("mx-taken").registerMBean(true).build(); // free again
        assertThat(SERVER.isRegistered(name("mx-taken"))).isTrue();
        again.close();
    }

    @Test
    void leakReportCount_countsReportedLeaks() throws Exception {
        MessagePipe pipe = MessagePipe.builder().name("mx-leaks").registerMBean(true).detectLeaks(true)
                .errorHandler((m, f) -> { }).build();
        forgetASubscription(pipe);
        MessagePipeMXBean bean = proxy("mx-leaks");

        for (int i = 0; i < 200 && bean.getLeakReportCount() == 0; i++) {
            System.gc();
            Thread.sleep(10);
        }

        assertThat(bean.getLeakReportCount()).isEqualTo(1);
        pipe.close();
    }

    private static void forgetASubscription(MessagePipe pipe) {
        pipe.subscriber(Damage.class).subscribe(d -> { });
    }

    @Test
    void name_blank_throws() {
        assertThatThrownBy(() -> MessagePipe.builder().name(" "))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("name must not be blank: \" \"");
        assertThatThrownBy(() -> MessagePipe.builder().name(null))
                .isInstanceOf(NullPointerException.class).hasMessage("name == null");
    }
}
