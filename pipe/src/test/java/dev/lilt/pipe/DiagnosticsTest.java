package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

class DiagnosticsTest {
    @Test
    void subscriptionCount_countsLiveSubscriptionsPerTypeAndInTotal() {
        MessagePipe pipe = MessagePipe.create();
        Subscription s1 = pipe.subscriber(String.class).subscribe(m -> { });
        pipe.subscriber(String.class).subscribe(m -> { });
        pipe.keyedSubscriber(Integer.class, String.class).subscribe(1, m -> { });
        pipe.bufferedSubscriber(Integer.class).subscribe(m -> { });
        pipe.asyncSubscriber(Long.class).subscribe(m -> CompletableFuture.completedFuture(null));
        pipe.register(Double.class, String.class, d -> "");
        PipeDiagnostics diagnostics = pipe.diagnostics();

        assertThat(diagnostics.subscriptionCount()).isEqualTo(6);
        assertThat(diagnostics.subscriptionCount(String.class)).isEqualTo(3);
        assertThat(diagnostics.subscriptionCounts()).isEqualTo(Map.of(
                String.class, 3, Integer.class, 1, Long.class, 1, Double.class, 1));

        s1.close();

        assertThat(diagnostics.subscriptionCount()).isEqualTo(5);
        assertThat(diagnostics.subscriptionCount(String.class)).isEqualTo(2);
        assertThat(diagnostics.subscriptionCount(Character.class)).isZero();
    }

    @Test
    void liveSubscriptions_withoutCapture_haveNoSite() {
        MessagePipe pipe = MessagePipe.create();
        pipe.subscriber(String.class).subscribe(m -> { });

        assertThat(pipe.diagnostics().capturesSubscriptionSites()).isFalse();
        assertThat(pipe.diagnostics().liveSubscriptions()).singleElement().satisfies(info -> {
            assertThat(info.messageType()).isEqualTo(String.class);
            assertThat(info.key()).isNull();
            assertThat(info.subscribedAt()).isEmpty();
        });
    }

    @Test
    void liveSubscriptions_withCapture_pointAtTheSubscribingMethod() {
        MessagePipe pipe = MessagePipe.builder().captureSubscriptionSites(true).build();
        Subscription leaked = subscribeAndForget(pipe);
        pipe.keyedSubscriber(String.class, String.class).subscribe("key", m -> { });

        assertThat(pipe.diagnostics().capturesSubscriptionSites()).isTrue();
        assertThat(pipe.diagnostics().liveSubscriptions())
                .anySatisfy(info -> assertThat(info.subscribedAt())
                        .anySatisfy(frame -> assertThat(frame.getMethodName()).isEqualTo("subscribeAndForget")))
                .anySatisfy(info -> assertThat(info.key()).isEqualTo("key"));

        leaked.close();
        assertThat(pipe.diagnostics().liveSubscriptions()).hasSize(1);
    }

    @Test
    void subscriptionCount_nullType_throwsNamingIt() {
        assertThatThrownBy(() -> MessagePipe.create().diagnostics().subscriptionCount(null))
                .isInstanceOf(NullPointerException.class).hasMessage("messageType == null");
    }

    @Test
    void diagnostics_ofClosedPipe_reportZero() {
        MessagePipe pipe = MessagePipe.create();
        pipe.subscriber(String.class).subscribe(m -> { });

        pipe.close();

        assertThat(pipe.diagnostics().subscriptionCount()).isZero();
        assertThat(pipe.diagnostics().liveSubscriptions()).isEmpty();
    }

    private static Subscription subscribeAndForget(MessagePipe pipe) {
        return pipe.subscriber(String.class).subscribe(m -> { });
    }
}
