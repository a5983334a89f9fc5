package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.Float3;
import dev.lilt.motion.value.Float4;
import dev.lilt.motion.value.Quaternion;
import dev.lilt.motion.value.Rgba;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Stateful fuzz of the handle API against a small, independent model of the documented rules.
 * Two schedulers (one has taken an absurd delta and holds a motion), motions of every plain kind
 * with delays, loops and speeds, sequences with owned children, motions created by callbacks in
 * the middle of a frame; operations: updates of any size (absurd ones included), seeks (of live,
 * ended and owned handles), speeds, preserve, complete, cancel, clear. After every operation it
 * checks each motion's time (bit for bit: the model sums seek + dt * speed as the rules say),
 * whether it is active and playing, the scheduler's active count, onComplete and onCancel counts,
 * and that no binder ran for a motion that had already ended.
 *
 * <p>{@code -Dlilt.fuzz.operations=N} runs longer (the default keeps {@code verify} to seconds);
 * {@code -Dlilt.fuzz.firstSeed=S} starts at another seed (default 0), for seeds verify never ran.
 */
class HandleModelFuzzTest {
    private static final int RUNNING = 0;
    private static final int COMPLETED = 1;
    private static final int DEAD = 2;

    private static final double[] DELTAS = {0, 1 / 60.0, 1 / 144.0, 0.05, 0.1, 0.115, 0.26, 0.7, 1.0, 3.0, 1e4};
    private static final double[] SEEKS = {0, 0.05, 0.3, 0.8, 1.0, 1.3, 2.0, 50};
    private static final double[] SPEEDS = {0, 0.5, 1, 1, 2, 1.7, -1, -0.5};
    private static final double[] DURATIONS = {0, 0.05, 0.1, 0.3, 0.8, 1.0};

    /** The model of one motion, and what the engine was seen doing to it. */
    static final class Model {
        ManualMotionScheduler scheduler;
        MotionHandle handle;
        double duration;
        double delay;
        boolean everyLoopDelay;
        int loops;
        double total;
        double speed = 1;
        boolean preserved;
        boolean spawner;
        int state = RUNNING;
        double time;
        int completes;
        int cancels;
        Model sequence;
        final List<Model> children = new ArrayList<>();
        int seenCompletes;
        int seenCancels;
        int binds;
        /** The last operations that touched it, for a failure's message. */
        final java.util.ArrayDeque<String> history = new java.util.ArrayDeque<>();

        void log(String event) {
            if (history.size() == 16) {
                history.removeFirst();
            }
            history.addLast(event + " -> t=" + time + " state=" + state + " speed=" + speed);
        }

        @Override
        public String toString() {
            return "total " + total + " preserved " + preserved + " history " + history;
        }

        boolean alive() {
            return state != DEAD;
        }

        boolean owned() {
            return sequence != null;
        }

        void end(int how) {
            state = how;
            if (how == DEAD) {
                for (Model c : children) {
                    c.state = DEAD;
                }
            }
        }

        void completeNow() {
            completes++;
            end(preserved ? COMPLETED : DEAD);
        }
    }

    private final List<Model> models = new ArrayList<>();
    private ManualMotionScheduler updating;
    /** Unmodelled motions alive on the aged scheduler: the endless one it holds, until cleared. */
    private int held;
    private final List<Model> bornInUpdate = new ArrayList<>();

    @Test
    void randomHandleOperations_agreeWithTheModelAfterEveryStep() {
        int operations = Integer.getInteger("lilt.fuzz.operations", 30_000);
        long firstSeed = Long.getLong("lilt.fuzz.firstSeed", 0);
        int perSeed = 600;
        for (int run = 0; run * perSeed < operations; run++) {
            models.clear();
            run(firstSeed + run, perSeed);
        }
    }

    private void run(long seed, int operations) {
        SplittableRandom random = new SplittableRandom(seed);
        ManualMotionScheduler fresh = new ManualMotionScheduler("fresh");
        ManualMotionScheduler aged = new ManualMotionScheduler("aged");
        Motion.create(0f, 1f, 1.0).withScheduler(aged).withLoops(-1, LoopType.YOYO).run();
        aged.update(1e300);
        for (int k = 0; k < 20; k++) {
            aged.update(0.1);
        }
        held = 1; // the motion the aged scheduler holds
        ManualMotionScheduler[] schedulers = {fresh, aged};
        for (int op = 0; op < operations; op++) {
            ManualMotionScheduler s = schedulers[random.nextInt(2)];
            Model target = models.isEmpty() ? null : models.get(random.nextInt(models.size()));
            int kind = random.nextInt(100);
            String step;
            int[] bindsBefore = bindsOf();
            boolean[] aliveBefore = aliveOf();
            if (target == null || (kind >= 30 && kind < 45)) {
                step = "create";
                create(s, random, false);
            } else if (kind < 30) {
                double dt = random.nextInt(200) == 0 ? 1e300 : DELTAS[random.nextInt(DELTAS.length)];
                step = "update(" + dt + ") on " + s;
                update(s, dt);
            } else if (kind < 50) {
                step = "sequence";
                sequence(s, random);
            } else if (kind < 62) {
                double x = SEEKS[random.nextInt(SEEKS.length)];
                step = "setTime(" + x + ")";
                seek(target, x);
            } else if (kind < 72) {
                double v = SPEEDS[random.nextInt(SPEEDS.length)];
                step = "setPlaybackSpeed(" + v + ")";
                speed(target, v);
            } else if (kind < 80) {
                step = "tryComplete";
                complete(target);
            } else if (kind < 87) {
                step = "tryCancel";
                cancel(target);
            } else if (kind < 94) {
                step = "preserve";
                preserve(target);
            } else if (kind < 96) {
                step = "clear " + s;
                clear(s, fresh);
            } else {
                step = "reads";
            }
            String where = "seed " + seed + ", operation " + op + " (" + step + ")";
            check(where, bindsBefore, aliveBefore, fresh, aged);
        }
    }

    // ---------------------------------------------------------------- operations and their model

    private void update(ManualMotionScheduler s, double dt) {
        List<Model> before = new ArrayList<>();
        for (Model m : models) {
            if (m.scheduler == s) {
                before.add(m);
            }
        }
        bornInUpdate.clear();
        updating = s;
        s.update(dt);
        updating = null;
        for (Model m : before) {
            if (m.owned() || bornInUpdate.contains(m)) {
                continue;
            }
            boolean advances = m.state == RUNNING || (m.state == COMPLETED && m.speed < 0 && m.time > 0);
            if (!advances) {
                continue;
            }
            double t = m.time + dt * m.speed;
            if (m.speed < 0 && t <= 0) {
                m.time = 0;
                m.completeNow();
            } else if (reachesEnd(m, t)) {
                m.time = m.total;
                if (m.state == RUNNING) {
                    m.completeNow(); // a completed motion that stays at its end does not complete again
                }
            } else {
                m.time = t;
                m.state = RUNNING;
            }
            m.log("update " + dt);
        }
    }

    private Model create(ManualMotionScheduler s, SplittableRandom random, boolean spawned) {
        Model m = new Model();
        m.scheduler = s;
        m.loops = spawned ? 1 : new int[] {1, 1, 2, 3, -1}[random.nextInt(5)];
        m.duration = spawned ? 0.3 : DURATIONS[random.nextInt(DURATIONS.length)];
        if (m.loops < 0 && m.duration == 0) {
            m.duration = 0.1;
        }
        m.delay = spawned ? 0 : new double[] {0, 0, 0.1, 0.45}[random.nextInt(4)];
        m.everyLoopDelay = !spawned && random.nextBoolean();
        m.total = m.loops < 0 ? Double.POSITIVE_INFINITY
                : m.delay * (m.everyLoopDelay ? m.loops : 1) + m.duration * m.loops;
        m.spawner = !spawned && random.nextInt(4) == 0;
        m.handle = bindOfKind(random.nextInt(11), m, random);
        if (updating == s) {
            bornInUpdate.add(m);
        }
        models.add(m);
        return m;
    }

    private MotionHandle bindOfKind(int kind, Model m, SplittableRandom random) {
        LoopType type = LoopType.values()[random.nextInt(LoopType.values().length)];
        DelayType delayType = m.everyLoopDelay ? DelayType.EVERY_LOOP : DelayType.FIRST_LOOP;
        return switch (kind) {
            case 0 -> configure(Motion.create(0f, 1f, m.duration), m, type, delayType).bind(m, (x, o) -> o.binds++);
            case 1 -> configure(Motion.create(0.0, 1.0, m.duration), m, type, delayType).bind(m, (x, o) -> o.binds++);
            case 2 -> configure(Motion.create(0, 100, m.duration), m, type, delayType).bind(m, (x, o) -> o.binds++);
            case 3 -> configure(Motion.create(0L, 100L, m.duration), m, type, delayType).bind(m, (x, o) -> o.binds++);
            case 4 -> configure(Motion.create(Float2.of(0, 0), Float2.of(1, 2), m.duration), m, type, delayType)
                    .bind(m, (x, y, o) -> o.binds++);
            case 5 -> configure(Motion.create(Float3.of(0, 0, 0), Float3.of(1, 2, 3), m.duration), m, type, delayType)
                    .bind(m, (x, y, z, o) -> o.binds++);
            case 6 -> configure(Motion.create(Float4.of(0, 0, 0, 0), Float4.of(1, 2, 3, 4), m.duration), m, type,
                    delayType).bind(m, (x, y, z, w, o) -> o.binds++);
            case 7 -> configure(Motion.create(Rgba.of(0, 0, 0, 1), Rgba.of(1, 1, 1, 1), m.duration), m, type,
                    delayType).bind(m, (r, g, b, a, o) -> o.binds++);
            case 8 -> configure(Motion.create(Quaternion.of(0, 0, 0, 1), Quaternion.ofAxisAngle(0, 1, 0, 2),
                    m.duration), m, type, delayType).bind(m, (x, y, z, w, o) -> o.binds++);
            case 9 -> configure(Motion.punch(0f, 1f, m.duration), m, type, delayType).bind(m, (x, o) -> o.binds++);
            default -> configure(Motion.text("", "Lilt", m.duration), m, type, delayType)
                    .bind(m, (text, o) -> o.binds++);
        };
    }

    private <B extends MotionBuilder<B>> B configure(B b, Model m, LoopType type, DelayType delayType) {
        return b.withScheduler(m.scheduler)
                .withLoops(m.loops, type)
                .withDelay(m.delay, delayType)
                .withOnComplete(() -> {
                    m.seenCompletes++;
                    if (m.spawner) {
                        create(m.scheduler, new SplittableRandom(m.seenCompletes), true);
                    }
                })
                .withOnCancel(() -> m.seenCancels++);
    }

    private void sequence(ManualMotionScheduler s, SplittableRandom random) {
        Model clock = new Model();
        clock.scheduler = s;
        clock.loops = 1 + random.nextInt(2);
        SequenceBuilder b = Sequence.create();
        double sum = 0;
        for (int c = 0; c < 2; c++) {
            Model child = new Model();
            child.scheduler = s;
            child.sequence = clock;
            child.duration = 0.2 + 0.3 * c;
            child.loops = 1;
            child.total = child.duration;
            child.handle = Motion.create(0f, 1f, child.duration).withScheduler(s).bind(child, (x, o) -> o.binds++);
            b.append(child.handle);
            clock.children.add(child);
            models.add(child);
            sum += child.duration;
        }
        clock.duration = sum;
        clock.total = sum * clock.loops;
        clock.handle = b.run(c -> c.withLoops(clock.loops, LoopType.RESTART)
                .withOnComplete(() -> clock.seenCompletes++)
                .withOnCancel(() -> clock.seenCancels++));
        models.add(clock);
    }

    private void seek(Model m, double x) {
        if (!m.alive() || m.owned()) {
            assertThatThrownBy(() -> m.handle.setTime(x)).isInstanceOf(IllegalStateException.class);
            return;
        }
        m.handle.setTime(x);
        boolean end = reachesEnd(m, x);
        m.time = end ? m.total : x;
        if (end) {
            if (m.state == RUNNING) {
                m.completeNow();
            }
        } else {
            m.state = RUNNING;
        }
        m.log("seek " + x);
    }

    /**
     * Whether time t is at or past m's end. The engine decides by locating t in its loops, which
     * can round the other way than t &gt;= total within a few ulps of the end: there the model
     * takes the engine's answer (read after the step) and decides everything else itself.
     */
    private static boolean reachesEnd(Model m, double t) {
        if (m.total == Double.POSITIVE_INFINITY) {
            return false;
        }
        if (Math.abs(t - m.total) <= 1e-12 * Math.max(1, m.total)) {
            return !m.handle.isPlaying();
        }
        return t >= m.total;
    }

    private void speed(Model m, double v) {
        if (!m.alive() || m.owned()) {
            assertThatThrownBy(() -> m.handle.setPlaybackSpeed(v)).isInstanceOf(IllegalStateException.class);
            return;
        }
        m.handle.setPlaybackSpeed(v);
        m.speed = v;
        m.log("speed " + v);
    }

    private void complete(Model m) {
        boolean expected = m.alive() && !m.owned() && m.state == RUNNING && m.total != Double.POSITIVE_INFINITY;
        assertThat(m.handle.tryComplete()).as("tryComplete").isEqualTo(expected);
        if (expected) {
            m.time = m.total;
            m.completeNow();
            m.log("complete");
        }
    }

    private void cancel(Model m) {
        boolean expected = m.alive() && !m.owned();
        assertThat(m.handle.tryCancel()).as("tryCancel").isEqualTo(expected);
        if (expected) {
            if (m.state == RUNNING) {
                m.cancels++;
            }
            m.end(DEAD);
        }
    }

    private void preserve(Model m) {
        if (!m.alive() || m.owned()) {
            assertThatThrownBy(m.handle::preserve).isInstanceOf(IllegalStateException.class);
            return;
        }
        m.handle.preserve();
        m.preserved = true;
    }

    private void clear(ManualMotionScheduler s, ManualMotionScheduler fresh) {
        s.clear();
        if (s != fresh) {
            held = 0;
        }
        for (Model m : models) {
            if (m.scheduler == s && m.alive()) {
                if (m.state == RUNNING && !m.owned()) {
                    m.cancels++;
                }
                m.end(DEAD);
            }
        }
    }

    // ---------------------------------------------------------------- checks

    private int[] bindsOf() {
        int[] binds = new int[models.size()];
        for (int k = 0; k < binds.length; k++) {
            binds[k] = models.get(k).binds;
        }
        return binds;
    }

    private boolean[] aliveOf() {
        boolean[] alive = new boolean[models.size()];
        for (int k = 0; k < alive.length; k++) {
            alive[k] = models.get(k).alive();
        }
        return alive;
    }

    private void check(String where, int[] bindsBefore, boolean[] aliveBefore, ManualMotionScheduler fresh,
                       ManualMotionScheduler aged) {
        int liveFresh = 0;
        int liveAged = held;
        for (int k = 0; k < models.size(); k++) {
            Model m = models.get(k);
            String what = where + ", motion " + k + ": " + m;
            if (k < aliveBefore.length && !aliveBefore[k]) {
                assertThat(m.binds).as("no binder after the end: %s", what).isEqualTo(bindsBefore[k]);
            }
            assertThat(m.handle.isActive()).as("isActive: %s", what).isEqualTo(m.alive());
            if (m.alive()) {
                if (m.scheduler == fresh) {
                    liveFresh++;
                } else {
                    liveAged++;
                }
            }
            if (m.owned()) {
                continue;
            }
            assertThat(m.seenCompletes).as("onComplete count: %s", what).isEqualTo(m.completes);
            assertThat(m.seenCancels).as("onCancel count: %s", what).isEqualTo(m.cancels);
            if (m.alive()) {
                assertThat(m.handle.time()).as("time: %s", what).isEqualTo(m.time);
                assertThat(m.handle.isPlaying()).as("isPlaying: %s", what).isEqualTo(m.state == RUNNING);
            }
        }
        assertThat(fresh.activeCount()).as("fresh activeCount: %s", where).isEqualTo(liveFresh);
        assertThat(aged.activeCount()).as("aged activeCount: %s", where).isEqualTo(liveAged);
    }
}
