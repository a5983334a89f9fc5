package dev.lilt.motion.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * The sparse half of a sparse set: stable slots that handles point at, each holding the dense index
 * of its motion, a version and a free-list link.
 */
final class SlotTable {
    /*
     * Design note. Motions live densely packed and move on swap-remove; handles cannot hold a dense
     * index, so they hold a slot, which never moves, plus the slot's version when the handle was
     * made. Freeing a slot bumps its version, so an old handle no longer matches (LitMotion's
     * SparseSetCore).
     *
     * Differences from the original, on purpose:
     *  - versions never rewind: there is no reset; clear() frees slots one by one, each a bump.
     *  - a slot whose version reaches Integer.MAX_VALUE is retired instead of freed, so a version
     *    can never wrap round to one an old handle still holds.
     *  - a freed slot's dense index is set to -1, so a lookup needs no range check.
     *  - a slot's version and dense index sit side by side in one int[] (entries[2s], entries[2s+1]):
     *    a handle lookup among 100,000 motions is one cache miss, not two (HandleOpsBenchmark).
     * New slots start at version 1, or above every version of the slots trim() dropped; version 0
     * matches nothing (MotionHandle.NONE).
     * Free list: LIFO through next[], head in freeHead, -1 terminates. Not thread-safe: the owning
     * engine is confined to one thread, with one exception: ended[], which any thread may read.
     *
     * ended[s] is the highest version whose motion ended at slot s, written by the owner once the
     * motion's end has been reported (its release) with a release store, and read by other
     * threads with acquire (hasEnded), so a thread that sees a handle's motion ended also sees
     * everything the owner did before, its callbacks included. Versions per slot only grow, so a
     * stale read can only say "not yet" (the caller then asks the owner), never "ended" too early.
     * The array is published with a release store of the field whenever it is replaced (grow,
     * trim), so a reader that gets the new array sees the values copied into it.
     */
    /** Per slot, at 2 * slot: its version, then its motion's dense index (-1 when free). */
    private int[] entries;
    /** Per slot: the free list's link. */
    private int[] next;
    /** Per slot: the highest version whose motion has ended there; read by any thread (see hasEnded). */
    private int[] ended;
    private static final VarHandle ENDED;
    private static final VarHandle INTS = MethodHandles.arrayElementVarHandle(int[].class);

    static {
        try {
            ENDED = MethodHandles.lookup().findVarHandle(SlotTable.class, "ended", int[].class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private static final int VERSION = 0;
    private static final int DENSE = 1;
    private int freeHead;
    /** No slot made from now on starts at or below this version: see trim. */
    private int versionFloor;

    /**
     * Creates a table.
     *
     * @param capacity initial number of slots, at least 1
     */
    public SlotTable(int capacity) {
        entries = new int[0];
        next = new int[0];
        ended = new int[0];
        freeHead = -1;
        grow(Math.max(1, capacity));
    }

    /**
     * Takes a free slot (growing the table if none is free) and points it at {@code denseIndex}.
     *
     * @param denseIndex the motion's dense index
     * @return the slot
     */
    public int allocate(int denseIndex) {
        if (freeHead == -1) {
            grow(capacity() * 2);
        }
        int slot = freeHead;
        freeHead = next[slot];
        next[slot] = -1;
        entries[2 * slot + DENSE] = denseIndex;
        return slot;
    }

    /**
     * Frees a slot: bumps its version so handles to it die, and returns it to the free list.
     *
     * @param slot an allocated slot
     */
    public void free(int slot) {
        entries[2 * slot + DENSE] = -1;
        int v = entries[2 * slot + VERSION];
        if (v == Integer.MAX_VALUE) {
            return;
        }
        entries[2 * slot + VERSION] = v + 1;
        next[slot] = freeHead;
        freeHead = slot;
    }

    /**
     * Records that the motion at {@code slot} has ended and its end has been reported (owner
     * thread), for {@link #hasEnded} on other threads.
     *
     * @param slot an allocated slot
     */
    public void markEnded(int slot) {
        // release: a thread that reads this version in hasEnded sees all the owner did before
        INTS.setRelease(ended, slot, entries[2 * slot + VERSION]);
    }

    /**
     * Whether the motion a handle refers to is known to have ended, its end reported. Safe from
     * any thread; false may be stale (the motion may have ended just now), true is final.
     *
     * @param slot          the handle's slot
     * @param handleVersion the handle's version
     * @return true once the motion's end has been reported
     */
    public boolean hasEnded(int slot, int handleVersion) {
        int[] e = (int[]) ENDED.getAcquire(this); // acquire: pairs with the release that published it
        // acquire: pairs with markEnded's release store
        return slot >= 0 && slot < e.length && (int) INTS.getAcquire(e, slot) >= handleVersion;
    }

    /**
     * The dense index of the motion a handle refers to, or -1 if the handle is stale.
     *
     * @param slot          the handle's slot
     * @param handleVersion the handle's version
     * @return the dense index, or -1
     */
    public int resolve(int slot, int handleVersion) {
        int[] e = entries;
        int at = 2 * slot;
        if (slot < 0 || slot >= e.length >> 1 || e[at + VERSION] != handleVersion) {
            return -1;
        }
        return e[at + DENSE];
    }

    /**
     * The dense index a slot points at, whatever its version.
     *
     * @param slot a slot
     * @return the dense index, or -1 if the slot is free
     */
    public int denseIndex(int slot) {
        return entries[2 * slot + DENSE];
    }

    /**
     * Points a slot at a new dense index (after its motion moved).
     *
     * @param slot       an allocated slot
     * @param denseIndex the motion's new dense index
     */
    public void move(int slot, int denseIndex) {
        entries[2 * slot + DENSE] = denseIndex;
    }

    /**
     * The current version of a slot.
     *
     * @param slot a slot
     * @return its version
     */
    public int version(int slot) {
        return entries[2 * slot + VERSION];
    }

    /**
     * The number of slots, free or not.
     *
     * @return the capacity
     */
    public int capacity() {
        return next.length;
    }

    /**
     * Shrinks the table to {@code minCapacity} slots, or to just past the highest slot in use.
     * The dropped slots' versions raise the floor for slots made later, so a handle to a dropped
     * slot can never match the slot made again at its index.
     *
     * @param minCapacity slots to keep at least, at least 1
     */
    public void trim(int minCapacity) {
        int keep = minCapacity;
        int capacity = capacity();
        for (int s = capacity - 1; s >= keep; s--) {
            if (denseIndex(s) >= 0) {
                keep = s + 1;
                break;
            }
        }
        if (keep >= capacity) {
            return;
        }
        for (int s = keep; s < capacity; s++) {
            versionFloor = Math.max(versionFloor, Math.min(version(s), Integer.MAX_VALUE - 1));
        }
        entries = Arrays.copyOf(entries, 2 * keep);
        next = Arrays.copyOf(next, keep);
        ENDED.setRelease(this, Arrays.copyOf(ended, keep)); // release: publishes the copied values
        freeHead = -1;
        for (int s = keep - 1; s >= 0; s--) {
            if (denseIndex(s) < 0 && version(s) != Integer.MAX_VALUE) {
                next[s] = freeHead;
                freeHead = s;
            }
        }
    }

    private void grow(int newCapacity) {
        int old = capacity();
        entries = Arrays.copyOf(entries, 2 * newCapacity);
        next = Arrays.copyOf(next, newCapacity);
        ENDED.setRelease(this, Arrays.copyOf(ended, newCapacity)); // release: publishes the copied values
        for (int i = newCapacity - 1; i >= old; i--) {
            entries[2 * i + DENSE] = -1;
            entries[2 * i + VERSION] = versionFloor + 1;
            next[i] = freeHead;
            freeHead = i;
        }
    }
}
