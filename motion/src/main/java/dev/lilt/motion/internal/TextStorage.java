package dev.lilt.motion.internal;

import dev.lilt.motion.value.TextBinder;
import dev.lilt.motion.internal.math.Seeds;
import dev.lilt.motion.internal.text.TextBuffer;
import dev.lilt.motion.internal.text.TextLayout;
/** Text motions: a typewriter from one text to another, written into a reusable buffer. */
public final class TextStorage extends MotionValues {
    /*
     * Design note.
     *
     * Per motion: the two parsed texts (TextLayout: chars plus visible index per char), the
     * scramble alphabet (null for none), a seed and a TextBuffer sized at creation for the longest
     * possible output (both texts plus the scramble), so a frame writes chars into an existing
     * array and allocates nothing.
     *
     * At progress p (clamped to [0, 1]) with L = the larger visible count, the first
     * n = floor(p * L) visible characters come from the end text; positions n..L-1 show the start
     * text's characters there or, with scramble, one random character each. A text contributes its
     * tags whole, and only when it contributes a visible character; p = 0 gives exactly the start
     * text (scramble or not) and p = 1 exactly the end text. Scramble characters are a hash of (seed,
     * bits of p, position), no generator state, so seeking reproduces them.
     *
     * A motion whose progress has not changed since its last computation keeps its buffer.
     */

    private static final TextBinder<java.util.function.Consumer<? super CharSequence>> CONSUMER =
            (text, c) -> c.accept(text);

    private Object[] startText;
    private Object[] endText;
    private Object[] alphabet;
    private Object[] buffer;
    private long[] seed;
    private double[] computedAt;

    /**
     * Creates the storage.
     *
     * @param parts the storage's parts
     */
    public TextStorage(Parts parts) {
        super(parts);
        resizeValues(capacity());
    }

    /**
     * The binder that adapts a {@code Consumer<? super CharSequence>} passed as the state.
     *
     * @return the shared adapter
     */
    public static TextBinder<java.util.function.Consumer<? super CharSequence>> consumerBinder() {
        return CONSUMER;
    }

    @Override
    protected String kind() {
        return "text";
    }

    /**
     * Adds and starts a text motion.
     *
     * @param spec       the motion's parameters
     * @param from       the start text
     * @param to         the end text
     * @param richText   whether tags are kept whole and not counted
     * @param scramble   the scramble characters, non-empty, or null for none
     * @param randomSeed the scramble's seed
     * @return the new motion's dense index
     */
    public int add(MotionSpec spec, CharSequence from, CharSequence to, boolean richText, char[] scramble,
                   long randomSeed) {
        TextLayout a = new TextLayout(from, richText);
        TextLayout b = new TextLayout(to, richText);
        int i = addCore(spec);
        startText[i] = a;
        endText[i] = b;
        alphabet[i] = scramble;
        seed[i] = randomSeed;
        buffer[i] = new TextBuffer(a.chars.length + b.chars.length + Math.max(a.count, b.count));
        computedAt[i] = Double.NaN;
        start(i);
        return i;
    }

    @Override
    protected void resizeValues(int capacity) {
        startText = Resize.to(startText, capacity);
        endText = Resize.to(endText, capacity);
        alphabet = Resize.to(alphabet, capacity);
        buffer = Resize.to(buffer, capacity);
        seed = Resize.to(seed, capacity);
        computedAt = Resize.to(computedAt, capacity);
    }

    @Override
    protected void moveValues(int src, int dst) {
        startText[dst] = startText[src];
        endText[dst] = endText[src];
        alphabet[dst] = alphabet[src];
        buffer[dst] = buffer[src];
        seed[dst] = seed[src];
        computedAt[dst] = computedAt[src];
    }

    @Override
    protected void clearValues(int i) {
        startText[i] = null;
        endText[i] = null;
        alphabet[i] = null;
        buffer[i] = null;
    }

    /**
     * A text motion writes only its own buffer and bookkeeping, calls no user code, and draws
     * scramble characters from a stateless hash, so disjoint ranges may run in parallel.
     *
     * @return true
     */
    @Override
    protected boolean computesInParallel() {
        return true;
    }

    @Override
    protected int parallelThreshold() {
        return ParallelUpdate.HEAVY_THRESHOLD;
    }

    @Override
    protected void computeValues(int start, int end) {
        double[] p = table.progress;
        for (int i = start; i < end; i++) {
            double t = Math.max(0, Math.min(1, p[i]));
            if (t != computedAt[i]) {
                computedAt[i] = t;
                compute(i, t);
            }
        }
    }

    private void compute(int i, double t) {
        TextLayout a = (TextLayout) startText[i];
        TextLayout b = (TextLayout) endText[i];
        TextBuffer out = (TextBuffer) buffer[i];
        char[] chars = out.chars;
        int total = Math.max(a.count, b.count);
        int n = t >= 1 ? total : (int) Math.floor(t * total + 1e-9);
        int length = b.append(chars, 0, 0, n);
        char[] alpha = (char[]) alphabet[i];
        if (alpha == null || t == 0) {
            length = a.append(chars, length, n, total);
        } else {
            long where = Double.doubleToLongBits(t);
            long sd = seed[i];
            for (int k = n; k < total; k++) {
                chars[length++] = alpha[Seeds.index(sd, where, k, alpha.length)];
            }
        }
        out.length = length;
    }

    @Override
    @SuppressWarnings("unchecked")
    protected void bindValue(int i) {
        ((TextBinder<Object>) table.binder[i]).accept((TextBuffer) buffer[i], table.state[i]);
    }
}
