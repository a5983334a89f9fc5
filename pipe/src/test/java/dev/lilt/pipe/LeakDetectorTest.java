package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** Subscriptions forgotten without close() are reported once, with the site when captured. */
class LeakDetectorTest {
    private final List<Throwable> reports = new CopyOnWriteArrayList<>();
    private final List<Object> subjects = new CopyOnWriteArrayList<>();

    private MessagePipe detectingPipe(boolean sites) {
        return MessagePipe.builder()
                .detectLeaks(true)
                .captureSubscriptionSites(sites)
                .errorHandler((subject, failure) -> {
                    subjects.add(subject);
                    reports.add(failure);
                })
                .build();
    }

    /** Subscribes without keeping the handle: the leak under test. */
    private static void forget(MessagePipe pipe) {
        pipe.subscriber(String.class).subscribe(m -> { });
    }

    /** Collects garbage until {@code reports} has {@code n} entries or about 10 s pass. */
    private void awaitReports(int n) throws InterruptedException {
        for (int i = 0; i < 200 && reports.size() < n; i++) {
            System.gc();
            Thread.sleep(50);
        }
    }

    @Test
    void forgottenSubscription_isReportedOnce_withItsTypeAndSite() throws Exception {
        MessagePipe pipe = detectingPipe(true);
        forget(pipe);

        awaitReports(1);
        Thread.sleep(200);
        System.gc();
        Thread.sleep(200);

        assertThat(reports).hasSize(1);
        assertThat(reports.get(0)).isInstanceOf(SubscriptionLeakException.class)
                .hasMessageContaining("java.lang.String");
        SubscriptionLeakException leak = (SubscriptionLeakException) reports.get(0);
        assertThat(leak.subscription().messageType()).isEqualTo(String.class);
        assertThat(leak.getCause()).isNotNull();
        assertThat(leak.getCause().getStackTrace())
                .anyMatch(frame -> frame.getMethodName().equals("forget"));
        assertThat(subjects.get(0)).isInstanceOf(SubscriptionInfo.class);
        assertThat(pipe.diagnostics().subscriptionCount(String.class)).isOne(); // reported, not closed
    }

    @Test
    void withoutSiteCapture_theReportHasNoCause() throws Exception {
        forget(detectingPipe(false));

        awaitReports(1);

        assertThat(reports).hasSize(1);
        assertThat(reports.get(0).getCause()).isNull();
    }

    @Test
    void closedOrHeldSubscriptions_areNotReported() throws Exception {
        MessagePipe pipe = detectingPipe(false);
        pipe.subscriber(String.class).subscribe(m -> { }).close();
        Subscription held = pipe.keyedSubscriber(String.class, String.class).subscribe("k", m -> { });
        SubscriptionBag bag = new SubscriptionBag();
        bag.add(pipe.asyncSubscriber(String.class).subscribe(m -> null));
        forget(pipe); // the one real leak, so that we know the cleaner has run

        awaitReports(1);
        Thread.sleep(200);
        System.gc();
        Thread.sleep(200);

        assertThat(reports).hasSize(1);
        assertThat(held.isClosed()).isFalse();
        assertThat(bag.size()).isOne();
    }

    @Test
    void detectionOff_returnsTheSubscriptionItself_noTracking() {
        MessagePipe plain = MessagePipe.create();
        Subscription s = plain.subscriber(String.class).subscribe(m -> { });
        assertThat(s.getClass().getName()).isEqualTo("dev.lilt.pipe.internal.Node");
    }
}
