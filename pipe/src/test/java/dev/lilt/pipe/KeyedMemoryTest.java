package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * A keyed broker gives back the memory of a burst of keys once they close, and steady churn stays
 * bounded. Retained memory is the heap used after a full GC with the broker reachable, minus the
 * same without it; the margins are wide (the unfixed broker keeps over 8 MB for 10^6 keys).
 */
class KeyedMemoryTest {
    private static final int BURST = 1_000_000;
    private static final long ONE_MB = 1L << 20;

    @Test
    void closeAll_afterBurstOfAMillionKeys_givesTheTableBack() {
        MessagePipe pipe = MessagePipe.create();
        KeyedSubscriber<Integer, String> subscriber = pipe.keyedSubscriber(Integer.class, String.class);
        Subscription[] subs = new Subscription[BURST];
        for (int k = 0; k < BURST; k++) {
            subs[k] = subscriber.subscribe(k, m -> { });
        }
        for (Subscription s : subs) {
            s.close();
        }
        subs = null;
        assertThat(KeyedAccess.keyCount(subscriber)).isZero();
        Object[] holder = {pipe};
        pipe = null;
        subscriber = null;

        long retained = retainedBy(holder);

        assertThat(retained).as("bytes retained after every key closed").isLessThan(ONE_MB);
    }

    @Test
    void closeMost_afterBurst_survivorsStillDeliveredAndFreshKeysWork() {
        MessagePipe pipe = MessagePipe.create();
        KeyedSubscriber<Integer, Integer> subscriber = pipe.keyedSubscriber(Integer.class, Integer.class);
        KeyedPublisher<Integer, Integer> publisher = pipe.keyedPublisher(Integer.class, Integer.class);
        int keys = 20_000;
        int[] got = new int[keys];
        Subscription[] subs = new Subscription[keys];
        for (int k = 0; k < keys; k++) {
            int key = k;
            subs[k] = subscriber.subscribe(k, m -> got[key] += m);
        }
        for (int k = 0; k < keys; k++) {
            if (k % 100 != 0) {
                subs[k].close(); // shrinks the map several times while survivors stay subscribed
            }
        }
        for (int k = 0; k < keys; k++) {
            publisher.publish(k, 1);
        }
        Subscription fresh = subscriber.subscribe(keys + 1, m -> got[0] += 10);
        publisher.publish(keys + 1, 1);

        for (int k = 0; k < keys; k++) {
            assertThat(got[k]).as("key %d", k).isEqualTo(k == 0 ? 11 : k % 100 == 0 ? 1 : 0);
        }
        assertThat(KeyedAccess.keyCount(subscriber)).isEqualTo(keys / 100 + 1);
        assertThat(pipe.diagnostics().subscriptionCount()).isEqualTo(keys / 100 + 1);
        fresh.close();
    }

    @Test
    void steadyChurn_aMillionSubscribeCloseCyclesOverRollingKeys_staysBounded() {
        MessagePipe pipe = MessagePipe.create();
        KeyedSubscriber<Integer, String> subscriber = pipe.keyedSubscriber(Integer.class, String.class);
        int window = 2_000;
        Subscription[] live = new Subscription[window];
        for (int k = 0; k < BURST; k++) {
            int slot = k % window;
            if (live[slot] != null) {
                live[slot].close();
            }
            live[slot] = subscriber.subscribe(k, m -> { }); // every key new: the map keeps churning
        }
        assertThat(KeyedAccess.keyCount(subscriber)).isEqualTo(window);
        Object[] holder = {pipe, live};
        pipe = null;
        subscriber = null;
        live = null;

        long retained = retainedBy(holder);

        assertThat(retained).as("bytes retained with %d live keys", window).isLessThan(ONE_MB);
    }

    /** Heap used with the holder's contents reachable minus heap used after they are dropped. */
    private static long retainedBy(Object[] holder) {
        long with = usedAfterGc();
        Arrays.fill(holder, null);
        long without = usedAfterGc();
        return with - without;
    }

    private static long usedAfterGc() {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 4; i++) {
            System.gc();
            used = Math.min(used, memory.getHeapMemoryUsage().getUsed());
        }
        return used;
    }
}
