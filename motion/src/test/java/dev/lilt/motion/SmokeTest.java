package dev.lilt.motion;

import org.junit.jupiter.api.Test;
import java.util.ArrayList;
import java.util.List;
import static org.assertj.core.api.Assertions.*;

class SmokeTest {
    @Test void floatLinear() {
        ManualMotionScheduler s = new ManualMotionScheduler();
        float[] v = {-1};
        List<String> log = new ArrayList<>();
        MotionHandle h = Motion.create(0f, 10f, 1.0).withScheduler(s)
            .withLoops(2, LoopType.YOYO)
            .withOnLoopComplete(n -> log.add("loop" + n)).withOnComplete(() -> log.add("done"))
            .bind(v, (x, a) -> a[0] = x);
        assertThat(v[0]).isEqualTo(0f);
        s.update(0.25); assertThat(v[0]).isEqualTo(2.5f);
        s.update(0.75); assertThat(v[0]).isEqualTo(10f); assertThat(log).containsExactly("loop1");
        s.update(0.5); assertThat(v[0]).isEqualTo(5f);
        s.update(0.6); assertThat(v[0]).isEqualTo(0f); assertThat(log).containsExactly("loop1", "loop2", "done");
        assertThat(h.isActive()).isFalse();
        assertThat(s.activeCount()).isZero();
        assertThatThrownBy(h::cancel).isInstanceOf(IllegalStateException.class);
        MotionHandle h2 = Motion.create(0, 10, 1).withScheduler(s).run();
        assertThat(h2).isNotEqualTo(h);
        s.update(0.25);
        assertThat(h2.value()).isEqualTo(2.0); // 2.5 -> even
    }
}
