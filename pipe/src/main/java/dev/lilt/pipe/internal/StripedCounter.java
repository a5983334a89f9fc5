package dev.lilt.pipe.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/** An exact counter that many threads raise at once and any thread reads; for publish counts. */
final class StripedCounter {
    /*
     * Design note.
     *
     * Layout: one long[] holding `stripes` cells, STRIDE longs (128 bytes: two cache lines, so
     * the adjacent-line prefetcher does not pair them) apart, the first one STRIDE slots in so
     * the array header shares no line with a cell. A thread always adds to cell (id mod stripes):
     * a fixed stripe per thread, no probing, no resizing. Thread ids are handed out in sequence,
     * so threads started together (a pool, publishers started in a loop) land on distinct
     * stripes. Two threads on one stripe still count exactly (the add is atomic); they only share
     * a cache line. (A multiplicative hash spreads worse here: its top bits give consecutive ids
     * the same stripe in pairs.)
     *
     * Stripes: the next power of two at or above four per processor, at most MAX_STRIPES, read
     * once when the counter is made; 128 bytes each, so 1 KB per counter on 2 processors.
     *
     * Memory ordering. add: getAndAdd, a volatile read-modify-write, so no increment is lost.
     * Nothing else is ordered by it; the count publishes nothing. Read: each cell with a volatile
     * load. Every access to a cell is then in the one synchronization order, in which the cell
     * only grows; so a cell's read never tears (64-bit atomic even on a 32-bit JVM) and a read
     * that comes after another in happens-before order (the same thread reading again, or a
     * thread told by it) never sees a smaller value. The sum of cells is not one moment's total
     * under concurrent adds (each cell is read at its own moment), but it never goes backwards
     * and it is exact once the adds it should include happened-before the read.
     *
     * Compare: java.util.concurrent.atomic.LongAdder (the same idea with a CAS'd base and cells
     * grown on contention); this one is fixed so that the add is one branch-free atomic.
     */

    private static final int STRIDE = 16;
    private static final int MAX_STRIPES = 64;
    private static final VarHandle CELL = MethodHandles.arrayElementVarHandle(long[].class);

    private final long[] cells;
    private final int mask;

    StripedCounter() {
        int wanted = Math.min(MAX_STRIPES, 4 * Runtime.getRuntime().availableProcessors());
        int stripes = Integer.highestOneBit(wanted * 2 - 1); // the next power of two at or above
        this.cells = new long[(stripes + 1) * STRIDE];
        this.mask = stripes - 1;
    }

    /** Adds one to {@code counter} unless it is null (a pipe that does not count): one null test then. */
    static void incrementIfCounting(StripedCounter counter) {
        if (counter != null) {
            counter.increment();
        }
    }

    /** Adds one, exactly, from any thread. */
    void increment() {
        addAtomic(STRIDE + ((int) Thread.currentThread().getId() & mask) * STRIDE, 1);
    }

    /** The count: never torn, never below a value this or an earlier-ordered read returned. */
    long sum() {
        long sum = 0;
        for (int i = STRIDE; i < cells.length; i += STRIDE) {
            sum += cellVolatile(i);
        }
        return sum;
    }

    private void addAtomic(int cell, long delta) {
        // volatile read-modify-write: atomic, so threads sharing a stripe lose no increment
        CELL.getAndAdd(cells, cell, delta);
    }

    private long cellVolatile(int cell) {
        // volatile: one synchronization order with the adds, so a cell's value never tears or shrinks
        return (long) CELL.getVolatile(cells, cell);
    }
}
