package dev.lilt.motion.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * Which frames run in parallel (behaviour, not speed): each kind from its own measured threshold,
 * every kind from the threshold the system property sets, never for kinds whose values must be
 * computed on the scheduler's thread, and a frame at the threshold really goes to the workers
 * while one motion fewer stays serial.
 */
class ParallelRoutingTest {

    @Test
    void runsInParallel_eachKindFromItsOwnThreshold() {
        MotionEngine engine = new MotionEngine("routing");
        assertRoutesFrom(engine.storage(FloatStorage.class, FloatStorage::new), ParallelUpdate.LIGHT_THRESHOLD);
        assertRoutesFrom(engine.storage(DoubleStorage.class, DoubleStorage::new), ParallelUpdate.LIGHT_THRESHOLD);
        assertRoutesFrom(engine.storage(IntegralStorage.OfInt.class, IntegralStorage.OfInt::new),
                ParallelUpdate.LIGHT_THRESHOLD);
        assertRoutesFrom(engine.storage(LerpStorage.Of3.class, LerpStorage.Of3::new), ParallelUpdate.VECTOR_THRESHOLD);
        assertRoutesFrom(engine.storage(PathStorage.Of2.class, PathStorage.Of2::new), ParallelUpdate.HEAVY_THRESHOLD);
        assertRoutesFrom(engine.storage(TextStorage.class, TextStorage::new), ParallelUpdate.HEAVY_THRESHOLD);
    }

    @Test
    void runsInParallel_kindsComputedOnTheSchedulerThread_never() {
        MotionEngine engine = new MotionEngine("routing");
        MotionFrame custom = engine.storage(CustomStorage.class, CustomStorage::new).frame();
        MotionFrame property = engine.storage(PropertyStorage.class, PropertyStorage::new).frame();
        assertThat(custom.runsInParallel(Integer.MAX_VALUE)).isFalse();
        assertThat(property.runsInParallel(Integer.MAX_VALUE)).isFalse();
    }

    @Test
    void thresholdProperty_overridesEveryKind() {
        System.setProperty(MotionEngine.PARALLEL_THRESHOLD_PROPERTY, "100");
        MotionEngine engine;
        try {
            engine = new MotionEngine("routing");
        } finally {
            System.clearProperty(MotionEngine.PARALLEL_THRESHOLD_PROPERTY);
        }
        assertRoutesFrom(engine.storage(FloatStorage.class, FloatStorage::new), 100);
        assertRoutesFrom(engine.storage(PathStorage.Of2.class, PathStorage.Of2::new), 100);
        assertThat(new MotionEngine("after").parallelThreshold(ParallelUpdate.LIGHT_THRESHOLD))
                .as("read when an engine is made").isEqualTo(ParallelUpdate.LIGHT_THRESHOLD);
    }

    @Test
    void thresholdProperty_notACount_isRefusedWithTheValue() {
        for (String bad : new String[] {"-1", "many", ""}) {
            System.setProperty(MotionEngine.PARALLEL_THRESHOLD_PROPERTY, bad);
            try {
                assertThatThrownBy(() -> new MotionEngine("routing"))
                        .isInstanceOf(IllegalArgumentException.class)
                        .hasMessage(MotionEngine.PARALLEL_THRESHOLD_PROPERTY + " must be a motion count >= 0: '"
                                + bad + "'");
            } finally {
                System.clearProperty(MotionEngine.PARALLEL_THRESHOLD_PROPERTY);
            }
        }
    }

    @Test
    void update_atTheThreshold_runsOnTheWorkers_oneMotionFewerRunsSerially() {
        MotionEngine engine = new MotionEngine("routing", ParallelUpdate.LIGHT_THRESHOLD);
        FloatStorage floats = (FloatStorage) engine.storage(FloatStorage.class, FloatStorage::new).values();
        int threshold = ParallelUpdate.LIGHT_THRESHOLD;
        float[] cells = new float[threshold];
        for (int k = 0; k < threshold - 1; k++) {
            add(engine, floats, cells, k);
        }
        engine.setParallelism(2);
        try {
            engine.update(0.25);
            assertThat(engine.parallelUpdate().frames()).as("one motion below the threshold").isZero();
            add(engine, floats, cells, threshold - 1);
            engine.update(0.25);
            assertThat(engine.parallelUpdate().frames()).as("at the threshold").isEqualTo(1);
            for (int k = 0; k < threshold - 1; k++) {
                assertThat(cells[k]).as("motion %d after 0.5 s of 1 s", k).isEqualTo(k + 5f);
            }
            assertThat(cells[threshold - 1]).as("the motion added before the parallel frame")
                    .isEqualTo(threshold - 1 + 2.5f);
        } finally {
            engine.close();
        }
    }

    private static void assertRoutesFrom(MotionStorage s, int threshold) {
        MotionFrame frame = s.frame();
        assertThat(frame.runsInParallel(threshold - 1)).as("%s at %d motions", s.kindName(), threshold - 1).isFalse();
        assertThat(frame.runsInParallel(threshold)).as("%s at %d motions", s.kindName(), threshold).isTrue();
    }

    private static void add(MotionEngine engine, FloatStorage floats, float[] cells, int k) {
        MotionSpec spec = engine.spec();
        spec.duration = 1;
        spec.loops = 1;
        spec.flags = 0;
        spec.state = cells;
        spec.binder = (dev.lilt.motion.value.FloatBinder<float[]>) (v, c) -> c[k] = v;
        spec.from0 = k;
        spec.to0 = k + 10f;
        floats.add(spec);
    }
}
