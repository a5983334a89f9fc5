package dev.lilt.motion;

import dev.lilt.motion.internal.MotionStorage;
import dev.lilt.motion.internal.SequenceCallbacks;
import dev.lilt.motion.internal.SequenceLabels;
import dev.lilt.motion.internal.SequenceRuntime;
import java.util.Arrays;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.IntFunction;

/**
 * Places motions on a sequence's timeline, then {@link #run()}s it. Obtained from
 * {@link Sequence#create()}; single-use.
 *
 * <p>Placement follows two cursors, as in LitMotion: <em>tail</em>, where the next
 * {@link #append} goes, and <em>lastTail</em>, the start of the last append or interval, where
 * {@link #join} goes. {@code append(A 1s).join(B 2s).append(C 1s)} puts C at 1;
 * {@code .appendInterval(0.5).join(D 1s)} then puts D at 2 (the interval's start). The sequence's
 * duration is the furthest end of any child or interval.
 *
 * <p>A sequence runs where its children are: they share one scheduler (a child on another is
 * refused by the call that adds it), and the sequence's clock runs there too.
 *
 * <pre>{@code
 * ManualMotionScheduler frames = new ManualMotionScheduler();
 * MotionHandle intro = Sequence.create()
 *         .append(Motion.create(0f, 1f, 0.2).withScheduler(frames).bind(s, (x, t) -> t.x = x))
 *         .run();                              // on frames, where its child is
 * frames.update(1 / 60.0);
 * }</pre>
 *
 * <p>Children must be fresh: created in the same frame, before their scheduler advanced them
 * (for a sequence prepared ahead and played later, use {@link SequenceTemplate}). {@link #run()}
 * claims them all at once, checking each again; from then on a child belongs to the sequence:
 * its handle still reads ({@code time}, {@code duration}, {@code isActive}) but refuses control
 * ({@code cancel}, {@code complete}, {@code setTime}, {@code setPlaybackSpeed}, {@code preserve})
 * with {@link IllegalStateException}. Until {@code run()} they are ordinary motions, so a builder
 * dropped without {@code run()} strands nothing: its children play on their own (the next
 * update advances them, after which {@code run()} would refuse them). A call that throws leaves
 * the builder as it was and the refused motion untouched.
 *
 * <p>No path leaves a motion nobody can end: if {@code run()} fails (a child ended or was
 * advanced since it was added, {@code configure} threw, the clock could not be made), every
 * child it could still reach is cancelled before the exception propagates. Positions and
 * durations whose sum would overflow to infinity are refused by the call that adds them.
 *
 * <p>Children at the same position keep the order they were added in: the one added last writes
 * last. The sequence never calls a child's {@code onCancel} when it completes normally; each child
 * fires {@code onComplete} when the clock carries it to its end, and at the sequence's completion
 * every child that has not yet fired it fires it once, keeping the value the clock last wrote (a
 * YOYO sequence ends at its children's start values).
 *
 * <p>Callbacks can be placed on the timeline too ({@link #appendCallback(Runnable)},
 * {@link #insertCallback(At, Object, Consumer)}): they run each time the clock crosses them.
 */
public final class SequenceBuilder {
    private MotionHandle[] children = new MotionHandle[8];
    private double[] positions = new double[8];
    private double[] totals = new double[8];
    private boolean[] wasPreserved = new boolean[8];
    private int count;
    private double tail;
    private double lastTail;
    private double duration;
    private boolean used;
    private boolean claimed;
    /** Start and end of the child (or staggered set) added last; NaN before the first. */
    private double previousStart = Double.NaN;
    private double previousEnd = Double.NaN;
    private final SequenceLabels labels = new SequenceLabels();
    private final SequenceCallbacks callbacks = new SequenceCallbacks();

    SequenceBuilder() {
    }

    /**
     * Adds {@code child} at the tail and moves the tail past it (by its total duration).
     *
     * @param child a fresh motion with finite total duration
     * @return this builder
     * @throws NullPointerException     if {@code child} is null
     * @throws IllegalArgumentException if {@code child} is {@link MotionHandle#NONE} or dead, runs
     *                                  on another scheduler than the children added before (the
     *                                  message names both), loops forever, was already advanced by
     *                                  its scheduler, was added before, belongs to another
     *                                  sequence, is a speed-based property motion whose duration
     *                                  is not known yet ({@code Motion.to(...).atSpeed}), or
     *                                  would end past the largest finite time (the tail plus its
     *                                  total overflows)
     * @throws IllegalStateException    if the builder was run
     */
    public SequenceBuilder append(MotionHandle child) {
        double total = add(tail, child);
        lastTail = tail;
        placed(tail, tail + total);
        tail += total;
        duration = Math.max(duration, tail);
        return this;
    }

    /**
     * Adds {@code child} at the start of the last append or interval; the tail does not move.
     *
     * @param child a fresh motion with finite total duration
     * @return this builder
     * @throws NullPointerException     if {@code child} is null
     * @throws IllegalArgumentException as for {@link #append}
     * @throws IllegalStateException    if the builder was run
     */
    public SequenceBuilder join(MotionHandle child) {
        return insert(lastTail, child);
    }

    /**
     * Adds {@code child} at an absolute position; the tail does not move.
     *
     * @param positionSeconds where the child starts on the sequence's clock, &gt;= 0 and finite
     * @param child           a fresh motion with finite total duration
     * @return this builder
     * @throws NullPointerException     if {@code child} is null
     * @throws IllegalArgumentException if {@code positionSeconds} is negative, NaN or infinite, or
     *                                  as for {@link #append}
     * @throws IllegalStateException    if the builder was run
     */
    public SequenceBuilder insert(double positionSeconds, MotionHandle child) {
        ArgumentChecks.requireTime("positionSeconds", positionSeconds);
        double total = add(positionSeconds, child);
        placed(positionSeconds, positionSeconds + total);
        duration = Math.max(duration, positionSeconds + total);
        return this;
    }

    /**
     * Adds {@code child} at a place given relative to what the builder holds: a label, the
     * previous child's start or end, the tail, plus an offset (see {@link At}); the tail does not
     * move.
     *
     * @param position where the child starts
     * @param child    a fresh motion with finite total duration
     * @return this builder
     * @throws NullPointerException     if {@code position} or {@code child} is null
     * @throws IllegalArgumentException if {@code position} names a missing label (the message lists
     *                                  the labels), needs a previous child there is not, or
     *                                  resolves to a negative time; or as for {@link #append}
     * @throws IllegalStateException    if the builder was run
     */
    public SequenceBuilder insert(At position, MotionHandle child) {
        return insert(resolve(position), child);
    }

    /**
     * Sets a label at the tail, for {@link At#label} places and {@link MotionHandle#seek(String)}.
     *
     * @param name the label, unique in this sequence
     * @return this builder
     * @throws NullPointerException     if {@code name} is null
     * @throws IllegalArgumentException if the sequence has a label of that name
     * @throws IllegalStateException    if the builder was run
     */
    public SequenceBuilder label(String name) {
        return label(name, At.tail());
    }

    /**
     * Sets a label at a place; a label moves nothing and does not lengthen the sequence.
     *
     * @param name     the label, unique in this sequence
     * @param position where the label is
     * @return this builder
     * @throws NullPointerException     if {@code name} or {@code position} is null
     * @throws IllegalArgumentException if the sequence has a label of that name, or as for
     *                                  {@link #insert(At, MotionHandle)}
     * @throws IllegalStateException    if the builder was run
     */
    public SequenceBuilder label(String name, At position) {
        Objects.requireNonNull(name, "name == null");
        labels.add(name, resolve(position));
        return this;
    }

    /**
     * A label's time on the sequence's clock.
     *
     * @param name a label set on this builder
     * @return seconds
     * @throws NullPointerException     if {@code name} is null
     * @throws IllegalArgumentException if there is no such label; the message lists those there are
     */
    public double labelSeconds(String name) {
        return labels.seconds(name);
    }

    /**
     * Places {@code callback} at the tail; see {@link #insertCallback(At, Object, Consumer)}.
     *
     * @param callback runs each time the clock crosses the tail's time
     * @return this builder
     * @throws NullPointerException  if {@code callback} is null
     * @throws IllegalStateException if the builder was run
     */
    public SequenceBuilder appendCallback(Runnable callback) {
        Objects.requireNonNull(callback, "callback == null");
        return placeCallback(tail, callback, SequenceCallbacks.RUN);
    }

    /**
     * Places {@code callback} at the tail, given {@code state}; see {@link #insertCallback(At, Object, Consumer)}.
     *
     * @param state    what {@code callback} is given; may be null
     * @param callback runs each time the clock crosses the tail's time
     * @param <S>      the state's type
     * @return this builder
     * @throws NullPointerException  if {@code callback} is null
     * @throws IllegalStateException if the builder was run
     */
    public <S> SequenceBuilder appendCallback(S state, Consumer<? super S> callback) {
        return placeCallback(tail, state, callback);
    }

    /**
     * Places {@code callback} at an absolute time; see {@link #insertCallback(At, Object, Consumer)}.
     *
     * @param positionSeconds its time on the sequence's clock, &gt;= 0 and finite
     * @param callback        runs each time the clock crosses that time
     * @return this builder
     * @throws NullPointerException     if {@code callback} is null
     * @throws IllegalArgumentException if {@code positionSeconds} is negative, NaN or infinite
     * @throws IllegalStateException    if the builder was run
     */
    public SequenceBuilder insertCallback(double positionSeconds, Runnable callback) {
        Objects.requireNonNull(callback, "callback == null");
        return placeCallback(ArgumentChecks.requireTime("positionSeconds", positionSeconds), callback,
                SequenceCallbacks.RUN);
    }

    /**
     * Places {@code callback} at a place given relative to what the builder holds (a label, the
     * previous child, the tail, plus an offset: see {@link At}); see
     * {@link #insertCallback(At, Object, Consumer)}.
     *
     * @param position its place on the timeline
     * @param callback runs each time the clock crosses that time
     * @return this builder
     * @throws NullPointerException     if {@code position} or {@code callback} is null
     * @throws IllegalArgumentException as for {@link #insert(At, MotionHandle)} (a missing label is named)
     * @throws IllegalStateException    if the builder was run
     */
    public SequenceBuilder insertCallback(At position, Runnable callback) {
        double seconds = resolve(position);
        Objects.requireNonNull(callback, "callback == null");
        return placeCallback(seconds, callback, SequenceCallbacks.RUN);
    }

    /**
     * Places a callback on the timeline, given {@code state} when it runs (a frame loop's way to
     * avoid a capturing lambda). The tail does not move; a callback is not a child
     * ({@link At#previousStart()} still means the last child) and lengthens the sequence only
     * when placed past its end (to the callback's time).
     *
     * <p>A callback at time c runs on the sequence's thread each time the clock's value arrives
     * at c, however it moves: a frame, a seek ({@link MotionHandle#setTime},
     * {@link MotionHandle#seek(String)}, {@code complete()}), either direction of play, each loop:
     * <ul>
     * <li>moving forward from a to b runs every callback with a &lt; c &lt;= b, in ascending time;
     * moving backward (a negative playback speed, a YOYO or FLIP loop's way back, a seek back)
     * from a to b runs every one with b &lt;= c &lt; a, in descending time. Leaving c runs
     * nothing, so a clock that stops on c and turns back runs it once. A seek back fires the
     * callbacks it crosses, in descending order, as playing back there would.</li>
     * <li>The start counts as coming from before 0: a callback at 0 runs when the clock first
     * moves (the first frame after its delay, or a seek), not inside {@code run()}. Callbacks at
     * one time run in the order added going forward, in reverse going back.</li>
     * <li>A frame that skips several runs them all, in order; one that wraps a loop runs the rest
     * of the old loop, then the new loop's from its start (a RESTART loop's start is "before 0"
     * again, so its callbacks at 0 and at the end both run at each wrap), at most 64 whole loops
     * per frame, the last ones.</li>
     * <li>At each callback's time the children are written first, so their own callbacks
     * (onComplete of a child ending there) interleave with the timeline's in time order; a child
     * starting at c starts after the callback at c.</li>
     * <li>A callback that throws is reported to the scheduler's error handler as the sequence's
     * (cancelling it if it was built with cancelOnError); the rest still run. One that seeks,
     * completes or cancels the sequence ends that frame's crossing: a seek crosses from the
     * callback's time to where it goes, and the rest of the frame's callbacks do not run.</li>
     * </ul>
     *
     * @param position its place on the timeline
     * @param state    what {@code callback} is given; may be null
     * @param callback runs each time the clock crosses that time
     * @param <S>      the state's type
     * @return this builder
     * @throws NullPointerException     if {@code position} or {@code callback} is null
     * @throws IllegalArgumentException as for {@link #insertCallback(At, Runnable)}
     * @throws IllegalStateException    if the builder was run
     */
    public <S> SequenceBuilder insertCallback(At position, S state, Consumer<? super S> callback) {
        return placeCallback(resolve(position), state, callback);
    }

    private <S> SequenceBuilder placeCallback(double seconds, S state, Consumer<? super S> callback) {
        checkUnused();
        callbacks.add(seconds, state, callback);
        duration = Math.max(duration, seconds);
        return this;
    }

    private double resolve(At position) {
        Objects.requireNonNull(position, "position == null");
        checkUnused();
        return position.resolve(tail, previousStart, previousEnd, labels);
    }

    /** Records the span of the child (or staggered set) just added, for At.previousStart/End. */
    private void placed(double start, double end) {
        previousStart = start;
        previousEnd = end;
    }

    /**
     * Adds {@code children} as one staggered set at the tail, child {@code i} at the tail plus its
     * {@linkplain Stagger#offsets offset}, and moves the tail past the set's last end; a
     * {@link #join} right after this starts where the set starts. Adds all or none: if one child is
     * refused, the builder is left as it was and no child is touched.
     *
     * @param stagger  the start offsets
     * @param children fresh motions with finite total durations, as {@link #append} takes them
     * @return this builder
     * @throws NullPointerException     if {@code stagger}, {@code children} or a child is null
     * @throws IllegalArgumentException if the stagger refuses their number (see
     *                                  {@link Stagger#offsets}), or a child as {@link #append} would
     * @throws IllegalStateException    if the builder was run
     */
    public SequenceBuilder appendStaggered(Stagger stagger, MotionHandle... children) {
        Objects.requireNonNull(children, "children == null");
        double end = addStaggered(tail, stagger, children.clone());
        lastTail = tail;
        tail = end;
        return this;
    }

    /**
     * Creates {@code count} motions with {@code create} (called with 0 to {@code count - 1}, in
     * that order) and adds them as one staggered set at the tail, as
     * {@link #appendStaggered(Stagger, MotionHandle...)} does. If {@code create} throws or a motion
     * is refused, the motions it created are cancelled and the builder is left as it was.
     *
     * @param stagger the start offsets
     * @param count   the number of motions, &gt;= 0
     * @param create  makes motion {@code i}, fresh, on the scheduler of the sequence's other children
     * @return this builder
     * @throws NullPointerException     if {@code stagger} or {@code create} is null, or {@code create}
     *                                  returns null
     * @throws IllegalArgumentException if the stagger refuses {@code count} (see
     *                                  {@link Stagger#offsets}), or a motion as {@link #append} would
     * @throws IllegalStateException    if the builder was run
     */
    public SequenceBuilder appendStaggered(Stagger stagger, int count, IntFunction<MotionHandle> create) {
        Objects.requireNonNull(create, "create == null");
        double end = addStaggered(tail, stagger, null, create, count);
        lastTail = tail;
        tail = end;
        return this;
    }

    /**
     * Adds {@code children} as one staggered set at an absolute position, child {@code i} at
     * {@code positionSeconds} plus its {@linkplain Stagger#offsets offset}; the tail does not move.
     * Adds all or none, as {@link #appendStaggered(Stagger, MotionHandle...)} does.
     *
     * @param positionSeconds where the set starts on the sequence's clock, &gt;= 0 and finite
     * @param stagger         the start offsets
     * @param children        fresh motions with finite total durations
     * @return this builder
     * @throws NullPointerException     if {@code stagger}, {@code children} or a child is null
     * @throws IllegalArgumentException if {@code positionSeconds} is negative, NaN or infinite, or as
     *                                  for {@link #appendStaggered(Stagger, MotionHandle...)}
     * @throws IllegalStateException    if the builder was run
     */
    public SequenceBuilder insertStaggered(double positionSeconds, Stagger stagger, MotionHandle... children) {
        ArgumentChecks.requireTime("positionSeconds", positionSeconds);
        Objects.requireNonNull(children, "children == null");
        addStaggered(positionSeconds, stagger, children.clone());
        return this;
    }

    /**
     * Adds {@code children} as one staggered set at a place given relative to what the builder
     * holds (see {@link At}); the tail does not move. Adds all or none, as
     * {@link #appendStaggered(Stagger, MotionHandle...)} does.
     *
     * @param position where the set starts
     * @param stagger  the start offsets
     * @param children fresh motions with finite total durations
     * @return this builder
     * @throws NullPointerException     if an argument or a child is null
     * @throws IllegalArgumentException as for {@link #insert(At, MotionHandle)} and
     *                                  {@link #appendStaggered(Stagger, MotionHandle...)}
     * @throws IllegalStateException    if the builder was run
     */
    public SequenceBuilder insertStaggered(At position, Stagger stagger, MotionHandle... children) {
        return insertStaggered(resolve(position), stagger, children);
    }

    private double addStaggered(double at, Stagger stagger, MotionHandle[] given) {
        return addStaggered(at, stagger, given, null, given.length);
    }

    /**
     * Adds a staggered set starting at {@code at}: {@code given} (the caller's copy) or {@code n}
     * motions made by {@code create}; returns the set's end. All or nothing: on any failure the
     * children added here are taken off again, and those created here cancelled.
     */
    private double addStaggered(double at, Stagger stagger, MotionHandle[] given, IntFunction<MotionHandle> create,
                                int n) {
        Objects.requireNonNull(stagger, "stagger == null");
        checkUnused();
        stagger.checkCount(n);
        double[] offsets = stagger.offsets(n);
        MotionHandle[] set = given != null ? given : new MotionHandle[n];
        int countBefore = count;
        double durationBefore = duration;
        double end = at;
        int made = 0;
        try {
            for (int k = 0; k < n; k++) {
                if (create != null) {
                    set[k] = Objects.requireNonNull(create.apply(k), "create returned null");
                    made++;
                }
                double start = at + offsets[k];
                double total = add(start, set[k]);
                end = Math.max(end, start + total);
            }
        } catch (RuntimeException | Error e) {
            for (int c = countBefore; c < count; c++) {
                children[c] = null;
            }
            count = countBefore;
            duration = durationBefore;
            for (int k = 0; k < made; k++) {
                try {
                    set[k].tryCancel();
                } catch (RuntimeException cancelFailed) { // a motion made on another scheduler's thread
                    e.addSuppressed(cancelFailed);
                }
            }
            throw e;
        }
        duration = Math.max(duration, end);
        if (n > 0) {
            placed(at, end);
        }
        return end;
    }

    /**
     * Moves the tail by {@code seconds}: the next append starts after a pause, and a join right
     * after this starts where the interval starts. A trailing interval lengthens the sequence.
     *
     * @param seconds the pause, &gt;= 0 and finite
     * @return this builder
     * @throws IllegalArgumentException if {@code seconds} is negative, NaN or infinite, or the tail
     *                                  plus {@code seconds} overflows to infinity
     * @throws IllegalStateException    if the builder was run
     */
    public SequenceBuilder appendInterval(double seconds) {
        ArgumentChecks.requireTime("seconds", seconds);
        checkUnused();
        SequenceChecks.requireFiniteEnd("interval", tail, seconds);
        lastTail = tail;
        tail += seconds;
        duration = Math.max(duration, tail);
        return this;
    }

    /**
     * The sequence's duration so far: the furthest end of any child or interval.
     *
     * @return seconds
     */
    public double duration() {
        return duration;
    }

    /**
     * Starts the sequence on its children's scheduler (the default scheduler for a sequence
     * without children), with a linear clock and one loop.
     *
     * @return the sequence's handle: a motion whose value is the clock's time
     * @throws IllegalArgumentException as for {@link #run(Consumer)}
     * @throws IllegalStateException    if the builder was run, or on another thread than the
     *                                  children's scheduler
     */
    public MotionHandle run() {
        return run(null);
    }

    /**
     * Starts the sequence, letting {@code configure} set up its clock: ease, loops, delay,
     * callbacks, debug name. They act on the clock, so an ease warps the whole timeline and a
     * YOYO loop plays the whole sequence backwards. {@code configure} must not start the builder
     * it is given. The clock runs on its children's scheduler: {@code configure} need not name
     * one, and a scheduler it names must be the children's (a sequence without children runs on
     * the scheduler {@code configure} names, or the default one).
     *
     * @param configure sets up the clock's builder; null for defaults
     * @return the sequence's handle: a motion whose value is the clock's time; already dead if user
     *         code run by the clock's first write (a child's binder or callback) ended the sequence,
     *         for instance by clearing the scheduler
     * @throws IllegalArgumentException if a child ended, was advanced by its scheduler or was
     *                                  claimed by another sequence since it was added,
     *                                  {@code configure} put the clock on another scheduler than the
     *                                  children's (the message names both), or {@code configure}
     *                                  set {@link LoopType#INCREMENTAL} loops, which have no meaning
     *                                  for a timeline, or called {@code atSpeed} (the clock's
     *                                  duration is its children's)
     * @throws IllegalStateException    if the builder was run, if called from a thread other than
     *                                  the children's scheduler's (checked first: the builder and
     *                                  the children are left as they were), or if {@code configure}
     *                                  started its builder. If {@code configure} throws, or a check fails, the
     *                                  children are cancelled and the exception propagates.
     */
    public MotionHandle run(Consumer<DoubleMotionBuilder> configure) {
        checkUnused();
        for (int c = 0; c < count; c++) {
            // before anything changes: a run from the wrong thread leaves builder and children as they were
            children[c].checkThread("SequenceBuilder.run");
        }
        used = true;
        MotionHandle handle;
        SequenceRuntime runtime;
        try {
            claimChildren();
            runtime = sortedRuntime();
            DoubleMotionBuilder clock = Motion.create(0.0, duration, duration);
            if (configure != null) {
                configure.accept(clock);
            }
            SequenceChecks.placeClock(clock, count == 0 ? null : children[0].storage().engine());
            if (clock.isSpeedBased()) {
                throw new IllegalArgumentException("a sequence's clock lasts as long as its children: atSpeed"
                        + " cannot set its duration; use the clock's playback speed instead");
            }
            if (clock.loopType() == LoopType.INCREMENTAL) {
                throw new IllegalArgumentException("a sequence's clock cannot loop INCREMENTAL: its time would run past"
                        + " every child's end; use RESTART, FLIP or YOYO");
            }
            handle = clock.bind(runtime, SequenceRuntime.CLOCK);
        } catch (RuntimeException | Error e) {
            cancelChildren();
            throw e;
        }
        MotionStorage s = handle.storage();
        int i = s.find(handle.slot(), handle.version());
        if (i >= 0) {
            s.setObserver(i, runtime);
            runtime.attachClock(s, handle.slot(), handle.version());
        } else {
            // User code run by the clock's first write (a child's binder or callback) ended the
            // clock: its children end with it, as if it had been cancelled and removed.
            runtime.beforeCancel(false);
            runtime.released();
        }
        return handle;
    }

    private double add(double position, MotionHandle child) {
        Objects.requireNonNull(child, "child == null");
        checkUnused();
        MotionStorage s = child.storage();
        if (s == null) {
            throw new IllegalArgumentException("child is MotionHandle.NONE");
        }
        if (count > 0 && children[0].storage().engine() != s.engine()) {
            throw new IllegalArgumentException("child " + child + " runs on scheduler " + s.engine().describe()
                    + " but the sequence's children so far run on scheduler "
                    + children[0].storage().engine().describe()
                    + "; a sequence's children must share one scheduler, where the sequence runs");
        }
        int i = s.find(child.slot(), child.version());
        if (i < 0) {
            throw new IllegalArgumentException("child " + child + " has ended (dead handle)");
        }
        for (int c = 0; c < count; c++) {
            if (children[c].storage() == s && children[c].slot() == child.slot()) {
                throw new IllegalArgumentException("child " + child + " was already added to this sequence");
            }
        }
        SequenceChecks.requireClaimable(child, s, i);
        if (s.durationPending(i)) {
            throw new IllegalArgumentException("child " + child + " is a speed-based property motion whose duration is"
                    + " known only when it reads the property, as it starts; a sequence places its children by"
                    + " their durations: give it a duration, or no delay and an immediate bind (it reads at start())");
        }
        double total = s.totalDuration(i);
        if (total == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("child " + child + " loops forever; loop the sequence instead"
                    + " (run(clock -> clock.withLoops(-1)))");
        }
        SequenceChecks.requireFiniteEnd("child " + child, position, total);
        if (count == children.length) {
            grow();
        }
        children[count] = child;
        positions[count] = position;
        totals[count] = total;
        count++;
        return total;
    }

    /**
     * Checks every child again (it may have ended, been advanced or claimed since it was added),
     * then hands them all to the sequence; claims none if one fails.
     */
    private void claimChildren() {
        for (int c = 0; c < count; c++) {
            MotionHandle child = children[c];
            int i = child.storage().find(child.slot(), child.version());
            if (i < 0) {
                throw new IllegalArgumentException("child " + child + " ended before run()");
            }
            SequenceChecks.requireClaimable(child, child.storage(), i);
        }
        for (int c = 0; c < count; c++) {
            MotionHandle child = children[c];
            MotionStorage s = child.storage();
            int i = s.find(child.slot(), child.version());
            wasPreserved[c] = s.isPreserved(i);
            s.own(i);
        }
        claimed = true;
    }

    private void grow() {
        int c = children.length * 2;
        children = Arrays.copyOf(children, c);
        positions = Arrays.copyOf(positions, c);
        totals = Arrays.copyOf(totals, c);
        wasPreserved = Arrays.copyOf(wasPreserved, c);
    }

    /** Sorts the children by (position, order added) into a runtime. */
    private SequenceRuntime sortedRuntime() {
        Integer[] order = new Integer[count];
        for (int c = 0; c < count; c++) {
            order[c] = c;
        }
        Arrays.sort(order, (a, b) -> Double.compare(positions[a], positions[b]));
        MotionStorage[] st = new MotionStorage[count];
        int[] sl = new int[count];
        int[] ve = new int[count];
        double[] po = new double[count];
        double[] to = new double[count];
        for (int k = 0; k < count; k++) {
            int c = order[k];
            st[k] = children[c].storage();
            sl[k] = children[c].slot();
            ve[k] = children[c].version();
            po[k] = positions[c];
            to[k] = totals[c];
        }
        return new SequenceRuntime(st, sl, ve, po, to, labels, callbacks.sorted(), duration);
    }

    /** Gives up: cancels the children added so far and refuses further use. */
    void abandon() {
        used = true;
        cancelChildren();
    }

    /**
     * Cancels every child still alive: those this builder claimed (given back first) and those
     * no sequence owns; a child another sequence claimed meanwhile is that sequence's to end.
     */
    private void cancelChildren() {
        for (int c = 0; c < count; c++) {
            MotionHandle child = children[c];
            MotionStorage s = child.storage();
            int i = s.find(child.slot(), child.version());
            if (i < 0) {
                continue;
            }
            if (claimed) {
                s.disown(i, wasPreserved[c]);
            }
            if (!s.isOwned(i)) {
                s.cancel(i);
            }
        }
    }

    private void checkUnused() {
        if (used) {
            throw new IllegalStateException("this sequence builder has already been run; builders are single-use");
        }
    }
}
