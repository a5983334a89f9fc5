package dev.lilt.motion;

import dev.lilt.motion.internal.TextStorage;
import dev.lilt.motion.internal.math.Seeds;
import dev.lilt.motion.value.TextBinder;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Builds a text motion: {@code Motion.text(from, to, seconds)}, settings, then one terminal call.
 * The text types itself from {@code from} to {@code to}: with L the longer text's visible length,
 * at progress p the first floor(p × L) characters are the end text's, the rest the start text's
 * (or, with scramble, random characters). Progress is clamped to [0, 1]. Single-use.
 *
 * <p>Binders receive a {@link CharSequence} view of a buffer the motion reuses: it is valid only
 * during the call (see {@link TextBinder}). A frame allocates nothing.
 */
public final class TextMotionBuilder extends MotionBuilder<TextMotionBuilder> {
    private final String from;
    private final String to;
    private boolean richText;
    private char[] scramble;
    private long seed;
    private boolean seeded;

    TextMotionBuilder(String from, String to, double durationSeconds) {
        super(durationSeconds);
        this.from = from;
        this.to = to;
    }

    /**
     * Shows random characters of {@code mode} in place of the characters not yet revealed, a
     * new draw each frame (default {@link ScrambleMode#NONE}: the start text shows there). At
     * progress 0 the motion still shows exactly the start text.
     *
     * @param mode the scramble characters
     * @return this builder
     * @throws NullPointerException  if {@code mode} is null
     * @throws IllegalStateException if the builder was used
     */
    public TextMotionBuilder withScramble(ScrambleMode mode) {
        Objects.requireNonNull(mode, "mode == null");
        checkUnused();
        this.scramble = mode == ScrambleMode.NONE ? null : mode.chars();
        return this;
    }

    /**
     * Scrambles with custom characters, e.g. {@code "!<>-_\\/[]{}—=+*^?#"}. Surrogate pairs are
     * not supported here: every char is drawn on its own.
     *
     * @param chars the scramble characters, at least one
     * @return this builder
     * @throws NullPointerException     if {@code chars} is null
     * @throws IllegalArgumentException if {@code chars} is empty
     * @throws IllegalStateException    if the builder was used
     */
    public TextMotionBuilder withScrambleChars(CharSequence chars) {
        Objects.requireNonNull(chars, "chars == null");
        if (chars.length() == 0) {
            throw new IllegalArgumentException("chars must not be empty: \"\"");
        }
        checkUnused();
        this.scramble = chars.toString().toCharArray();
        return this;
    }

    /**
     * Makes the scramble reproducible: equal seeds draw equal characters at equal times. Without a
     * seed each text motion gets its own.
     *
     * @param seed any value
     * @return this builder
     * @throws IllegalStateException if the builder was used
     */
    public TextMotionBuilder withRandomSeed(long seed) {
        checkUnused();
        this.seed = seed;
        this.seeded = true;
        return this;
    }

    /**
     * Whether {@code <tag>}s in the texts are rich-text markup (default false): a tag is kept
     * whole, never cut in half, and does not count as a visible character. A text contributes its
     * tags when it contributes at least one visible character, so elements may show empty while
     * revealing. A {@code <} without a closing {@code >} (before the next {@code <}) is ordinary text.
     *
     * @param richText true to treat tags as markup
     * @return this builder
     * @throws IllegalStateException if the builder was used
     */
    public TextMotionBuilder withRichText(boolean richText) {
        checkUnused();
        this.richText = richText;
        return this;
    }

    /**
     * Starts the motion, writing each frame's text to {@code consumer}.
     *
     * @param consumer receives the text, valid only during the call
     * @return the motion's handle
     * @throws NullPointerException  if {@code consumer} is null
     * @throws IllegalStateException if the builder was used, or on another thread than the scheduler's
     */
    public MotionHandle bind(Consumer<? super CharSequence> consumer) {
        Objects.requireNonNull(consumer, "consumer == null");
        return start(TextStorage.consumerBinder(), consumer);
    }

    /**
     * Starts the motion, writing each frame's text through {@code binder} with {@code state}: a
     * non-capturing binder makes this allocation-free.
     *
     * @param state  passed to the binder (may be null)
     * @param binder receives the text, valid only during the call, and the state
     * @param <S>    the state type
     * @return the motion's handle
     * @throws NullPointerException  if {@code binder} is null
     * @throws IllegalStateException if the builder was used, or on another thread than the scheduler's
     */
    public <S> MotionHandle bind(S state, TextBinder<S> binder) {
        Objects.requireNonNull(binder, "binder == null");
        return start(binder, state);
    }

    /**
     * Starts the motion without a binder (for a sequence, or for its callbacks).
     *
     * @return the motion's handle
     * @throws IllegalStateException if the builder was used, or on another thread than the scheduler's
     */
    public MotionHandle run() {
        return start(null, null);
    }

    private MotionHandle start(Object binder, Object state) {
        return startIn(binder, state, TextStorage.class, TextStorage::new,
                (s, spec) -> s.add(spec, from, to, richText, scramble, seeded ? seed : Seeds.next()));
    }
}
