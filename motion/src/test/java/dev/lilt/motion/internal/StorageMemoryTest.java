package dev.lilt.motion.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Storages give memory back on trim, stay bounded under steady churn, and keep dead handles dead. */
class StorageMemoryTest {
    private final MotionEngine engine = new MotionEngine("memory test");
    private final MotionStorage storage = engine.storage(FloatStorage.class, FloatStorage::new);
    private final FloatStorage floats = (FloatStorage) storage.values();

    private int add() {
        MotionSpec spec = engine.spec();
        spec.duration = 1;
        spec.loops = 1;
        spec.flags = 0;
        spec.from0 = 0;
        spec.to0 = 1;
        return floats.add(spec);
    }

    @Test
    void clearThenTrim_afterAMillionLiveMotions_shrinksColumnsAndSlotsToTheInitialCapacity() {
        for (int n = 0; n < 1_000_000; n++) {
            add();
        }
        assertThat(storage.table.capacity()).isGreaterThanOrEqualTo(1_000_000);
        engine.clear();
        assertThat(storage.table.capacity()).as("clear alone keeps the columns for the next burst")
                .isGreaterThanOrEqualTo(1_000_000);

        engine.trimToSize();

        assertThat(storage.table.capacity()).isEqualTo(MotionEngine.DEFAULT_CAPACITY);
        assertThat(storage.slots.capacity()).isEqualTo(MotionEngine.DEFAULT_CAPACITY);
        assertThat(storage.table.events.length).isEqualTo(MotionEngine.DEFAULT_CAPACITY);
        assertThat(storage.activeCount()).isZero();
    }

    @Test
    void trim_keepsLiveMotionsAndTheirHandles_andStaleHandlesStayStale() {
        int[] slot = new int[5_000];
        int[] version = new int[5_000];
        for (int n = 0; n < slot.length; n++) {
            int i = add();
            slot[n] = storage.slotOf(i);
            version[n] = storage.version(slot[n]);
        }
        for (int n = 0; n < slot.length; n++) {
            if (n % 100 != 7) {
                storage.cancel(storage.find(slot[n], version[n]));
            }
        }
        engine.trimToSize();
        assertThat(storage.activeCount()).isEqualTo(50);
        assertThat(storage.table.capacity()).isLessThan(5_000);
        for (int n = 0; n < 20_000; n++) {
            add();
        }
        for (int n = 0; n < slot.length; n++) {
            int i = storage.find(slot[n], version[n]);
            if (n % 100 == 7) {
                assertThat(i).as("live handle %d", n).isNotNegative();
                assertThat(storage.slotOf(i)).isEqualTo(slot[n]);
            } else {
                assertThat(i).as("stale handle %d", n).isEqualTo(-1);
            }
        }
    }

    @Test
    void steadyCreateAndCancel_staysBounded() {
        int[] live = new int[100];
        int[] liveVersion = new int[100];
        for (int round = 0; round < 200_000; round++) {
            int k = round % live.length;
            if (round >= live.length) {
                storage.cancel(storage.find(live[k], liveVersion[k]));
            }
            int i = add();
            live[k] = storage.slotOf(i);
            liveVersion[k] = storage.version(live[k]);
        }
        assertThat(storage.activeCount()).isEqualTo(100);
        assertThat(storage.table.capacity()).isLessThanOrEqualTo(128);
        assertThat(storage.slots.capacity()).isLessThanOrEqualTo(128);
    }

    @Test
    void endsBetweenFrames_rowsWaitForTheSweep_creationsTakeThemInsteadOfGrowing() {
        int capacity = storage.table.capacity();
        int[] slot = new int[capacity];
        int[] version = new int[capacity];
        for (int n = 0; n < capacity; n++) {
            int i = add();
            slot[n] = storage.slotOf(i);
            version[n] = storage.version(slot[n]);
        }
        for (int n = 0; n < capacity; n += 4) {
            storage.cancel(storage.find(slot[n], version[n]));
        }
        assertThat(storage.table.count).as("rows wait for the next frame's sweep").isEqualTo(capacity);
        assertThat(storage.activeCount()).isEqualTo(capacity - capacity / 4);

        for (int n = 0; n < capacity / 4; n++) {
            add();
        }

        assertThat(storage.table.capacity()).isEqualTo(capacity);
        assertThat(storage.table.count).isEqualTo(capacity);
        assertThat(storage.activeCount()).isEqualTo(capacity);
        for (int n = 0; n < capacity; n += 4) {
            assertThat(storage.find(slot[n], version[n])).as("ended handle %d", n).isEqualTo(-1);
        }
    }

    @Test
    void endsBetweenFrames_thenClear_dropTheUserObjectsAtOnce() {
        for (int n = 0; n < 100; n++) {
            MotionSpec spec = engine.spec();
            spec.duration = 1;
            spec.loops = 1;
            spec.flags = 0;
            spec.state = new Object();
            spec.binder = (dev.lilt.motion.value.FloatBinder<Object>) (v, s) -> { };
            spec.from0 = 0;
            spec.to0 = 1;
            floats.add(spec);
        }
        storage.cancel(0);
        assertThat(storage.table.count).isEqualTo(100);

        engine.clear();

        assertThat(storage.table.count).isZero();
        assertThat(storage.table.state).containsOnlyNulls();
        assertThat(storage.table.binder).containsOnlyNulls();
    }

    @Test
    void frame_removesTheRowsOfMotionsEndedBetweenFrames_beforeItRuns() {
        for (int n = 0; n < 100; n++) {
            add();
        }
        for (int i = 0; i < 100; i += 2) {
            storage.cancel(i);
        }
        assertThat(storage.table.count).isEqualTo(100);

        engine.update(0.1);

        assertThat(storage.table.count).isEqualTo(50);
        for (int i = 0; i < 50; i++) {
            assertThat(storage.isPlaying(i)).as("row %d", i).isTrue();
            assertThat(storage.time(i)).as("time of row %d", i).isEqualTo(0.1);
        }
    }
}
