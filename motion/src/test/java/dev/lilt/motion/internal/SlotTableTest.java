package dev.lilt.motion.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SlotTableTest {
    private final SlotTable table = new SlotTable(2);

    @Test
    void newSlots_startAtVersionOne_soVersionZeroNeverMatches() {
        int slot = table.allocate(0);
        assertThat(table.version(slot)).isEqualTo(1);
        assertThat(table.resolve(slot, 0)).isEqualTo(-1);
        assertThat(table.resolve(slot, 1)).isZero();
    }

    @Test
    void free_bumpsVersion_oldHandleStale() {
        int slot = table.allocate(3);
        table.free(slot);
        assertThat(table.version(slot)).isEqualTo(2);
        assertThat(table.resolve(slot, 1)).isEqualTo(-1);
        assertThat(table.resolve(slot, 2)).as("freed slot points nowhere").isEqualTo(-1);
    }

    @Test
    void freedSlot_reusedFirst_withItsBumpedVersion() {
        int a = table.allocate(0);
        table.allocate(1);
        table.free(a);
        int c = table.allocate(1);
        assertThat(c).isEqualTo(a);
        assertThat(table.version(c)).isEqualTo(2);
        assertThat(table.resolve(c, 1)).isEqualTo(-1);
        assertThat(table.resolve(c, 2)).isEqualTo(1);
    }

    @Test
    void versions_onlyGrow_overManyReuses() {
        int slot = table.allocate(0);
        for (int v = 1; v <= 1_000; v++) {
            assertThat(table.version(slot)).isEqualTo(v);
            table.free(slot);
            assertThat(table.allocate(0)).isEqualTo(slot);
        }
    }

    @Test
    void grow_doublesAndKeepsExistingSlots() {
        int[] slots = new int[9];
        for (int i = 0; i < slots.length; i++) {
            slots[i] = table.allocate(i);
        }
        assertThat(table.capacity()).isEqualTo(16);
        for (int i = 0; i < slots.length; i++) {
            assertThat(table.resolve(slots[i], 1)).isEqualTo(i);
        }
    }

    @Test
    void move_repointsSlot() {
        int slot = table.allocate(5);
        table.move(slot, 2);
        assertThat(table.resolve(slot, 1)).isEqualTo(2);
    }

    @Test
    void resolve_outOfRangeSlot_isStale() {
        assertThat(table.resolve(-1, 1)).isEqualTo(-1);
        assertThat(table.resolve(1_000, 1)).isEqualTo(-1);
    }
}
