package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class TextMotionTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final StringBuilder out = new StringBuilder();

    private MotionHandle bind(TextMotionBuilder b) {
        return b.withScheduler(scheduler).bind(out, (text, sb) -> {
            sb.setLength(0);
            sb.append(text);
        });
    }

    @Test
    void typewriter_fromEmpty_revealsByProgress() {
        bind(Motion.text("", "Hello", 1));
        assertThat(out).hasToString("");
        scheduler.update(0.2);
        assertThat(out).hasToString("H");
        scheduler.update(0.5);
        assertThat(out).hasToString("Hel");
        scheduler.update(0.3);
        assertThat(out).hasToString("Hello");
    }

    @Test
    void typewriter_overwritesTheStartText() {
        bind(Motion.text("abcdefgh", "WXYZ", 1));
        assertThat(out).hasToString("abcdefgh");
        scheduler.update(0.25);
        assertThat(out).hasToString("WXcdefgh");
        scheduler.update(0.5);
        assertThat(out).hasToString("WXYZgh");
        scheduler.update(0.25);
        assertThat(out).hasToString("WXYZ");
    }

    @Test
    void scramble_fillsTheUnrevealedPositions() {
        bind(Motion.text("", "HELLO", 1).withScramble(ScrambleMode.NUMERALS).withRandomSeed(7));
        scheduler.update(0.4);
        assertThat(out.substring(0, 2)).isEqualTo("HE");
        assertThat(out.substring(2)).hasSize(3).containsOnlyDigits();
        scheduler.update(0.6);
        assertThat(out).hasToString("HELLO");
    }

    @Test
    void scramble_seeded_isDeterministic() {
        StringBuilder other = new StringBuilder();
        bind(Motion.text("", "abcdefghij", 1).withScramble(ScrambleMode.UPPERCASE).withRandomSeed(99));
        Motion.text("", "abcdefghij", 1).withScramble(ScrambleMode.UPPERCASE).withRandomSeed(99)
                .withScheduler(scheduler).bind(other, (text, sb) -> {
                    sb.setLength(0);
                    sb.append(text);
                });
        for (int i = 0; i < 9; i++) {
            scheduler.update(0.1);
            assertThat(out).hasToString(other.toString());
            assertThat(out.substring(i + 1)).matches("[A-Z]*");
        }
    }

    @Test
    void scramble_seek_reproducesTheCharacters() {
        MotionHandle h = bind(Motion.text("", "abcdefghij", 1).withScrambleChars("#*").withRandomSeed(3)).preserve();
        scheduler.update(0.35);
        String atFrame = out.toString();
        scheduler.update(0.3);
        h.setTime(0.35);
        assertThat(out).hasToString(atFrame);
        assertThat(atFrame.substring(3)).matches("[#*]{7}");
    }

    @Test
    void scramble_unseeded_differ() {
        StringBuilder other = new StringBuilder();
        bind(Motion.text("", "x".repeat(40), 1).withScramble(ScrambleMode.ALL));
        Motion.text("", "x".repeat(40), 1).withScramble(ScrambleMode.ALL).withScheduler(scheduler)
                .bind(other, (text, sb) -> {
                    sb.setLength(0);
                    sb.append(text);
                });
        scheduler.update(0.1);
        assertThat(out.toString()).isNotEqualTo(other.toString());
    }

    @Test
    void richText_tagsKeptWholeAndNotCounted() {
        bind(Motion.text("", "<b>Hi</b> you", 1).withRichText(true));
        scheduler.update(1.0 / 6);
        assertThat(out).hasToString("<b>H</b>");
        scheduler.update(2.0 / 6);
        assertThat(out).hasToString("<b>Hi</b> ");
        scheduler.update(3.0 / 6);
        assertThat(out).hasToString("<b>Hi</b> you");
    }

    @Test
    void richText_startTextKeepsItsTagsForItsRemainingCharacters() {
        bind(Motion.text("<i>abcd</i>", "WXYZ", 1).withRichText(true));
        assertThat(out).hasToString("<i>abcd</i>");
        scheduler.update(0.5);
        assertThat(out).hasToString("WX<i>cd</i>");
    }

    @Test
    void richText_off_tagsAreCharacters() {
        bind(Motion.text("", "<b>", 1));
        scheduler.update(0.34);
        assertThat(out).hasToString("<");
    }

    @Test
    void richText_unclosedBracket_isText() {
        bind(Motion.text("", "a<b", 1).withRichText(true));
        scheduler.update(0.67);
        assertThat(out).hasToString("a<");
    }

    @Test
    void surrogatePairs_areNeverSplit() {
        bind(Motion.text("", "a\uD83D\uDE00b", 1));
        scheduler.update(0.5);
        assertThat(out).hasToString("a");
        scheduler.update(0.2);
        assertThat(out).hasToString("a\uD83D\uDE00");
    }

    @Test
    void consumer_receivesTheText() {
        String[] seen = new String[1];
        Motion.text("ab", "cd", 1).withScheduler(scheduler).bind(t -> seen[0] = t.toString());
        scheduler.update(0.5);
        assertThat(seen[0]).isEqualTo("cb");
    }

    @Test
    void text_null_throwsNamingIt() {
        assertThatThrownBy(() -> Motion.text(null, "a", 1))
                .isInstanceOf(NullPointerException.class).hasMessage("from == null");
        assertThatThrownBy(() -> Motion.text("a", null, 1))
                .isInstanceOf(NullPointerException.class).hasMessage("to == null");
    }

    @Test
    void withScrambleChars_empty_throws() {
        assertThatThrownBy(() -> Motion.text("", "a", 1).withScrambleChars(""))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("chars");
    }

    @Test
    void frames_allocateNothing() {
        for (int k = 0; k < 50; k++) {
            bind(Motion.text("start text", "<b>the end</b> text", 1).withRichText(true).withLoops(-1));
            bind(Motion.text("", "scrambled", 1).withScramble(ScrambleMode.ALL).withLoops(-1));
        }
        assertThat(Allocations.perUpdates(scheduler, 2000, 0.016)).isLessThan(Allocations.BOUND);
    }
}
