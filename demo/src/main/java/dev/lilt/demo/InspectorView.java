package dev.lilt.demo;

import dev.lilt.motion.diagnostics.LiveMotion;
import dev.lilt.motion.diagnostics.LiveMotions;
import dev.lilt.pipe.SubscriptionInfo;
import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.swing.BorderFactory;
import javax.swing.DefaultListModel;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTable;
import javax.swing.JTextField;
import javax.swing.ListSelectionModel;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import javax.swing.table.AbstractTableModel;
import javax.swing.table.DefaultTableCellRenderer;

/**
 * The inspector in the window: a filter field, the motions as a foldable tree in a scrolling
 * table (click a sequence's sign, or double-click its row, to fold it), the timeline strip of the
 * selected sequence (drag on it to scrub the showcase's sequence) and the pipe's subscriptions.
 * Everything runs on the event dispatch thread, where the showcase's scheduler runs.
 */
final class InspectorView {
    private static final int PROGRESS_COLUMN = 3;
    private static final int SIGN_WIDTH = 22;

    private final InspectorScene scene;
    private final JPanel root = new JPanel(new BorderLayout(0, 6));
    private final JLabel summary = new JLabel(" ");
    private final JTextField filter = new JTextField(24);
    private final Model model = new Model();
    private final JTable table = new JTable(model);
    private final Strip strip = new Strip();
    private final DefaultListModel<String> subscriptionLines = new DefaultListModel<>();
    private final JLabel subscriptionTitle = new JLabel(" ");
    private final Set<String> collapsed = new HashSet<>();
    private LiveMotions live;
    private InspectorRows rows;
    private String selectedKey;
    private boolean restoring;

    InspectorView(InspectorScene scene) {
        this.scene = scene;
        filter.putClientProperty("JTextField.placeholderText", "filter: name, kind or state (e.g. popup, DELAYED)");
        filter.putClientProperty("JTextField.showClearButton", true);
        filter.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                rebuild();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                rebuild();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                rebuild();
            }
        });
        summary.setFont(Canvas.MONO);
        summary.setForeground(Canvas.ACCENT);
        JPanel top = new JPanel(new BorderLayout(12, 0));
        top.add(summary, BorderLayout.CENTER);
        top.add(filter, BorderLayout.EAST);

        table.setFont(Canvas.MONO);
        table.setRowHeight(22);
        table.setFillsViewportHeight(true);
        table.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        table.setAutoCreateRowSorter(false);
        table.setDefaultRenderer(Object.class, new TextCell());
        table.getColumnModel().getColumn(PROGRESS_COLUMN).setCellRenderer(new ProgressCell());
        int[] widths = {210, 60, 90, 70, 70, 120, 80, 50, 130, 330};
        for (int c = 0; c < widths.length; c++) {
            table.getColumnModel().getColumn(c).setPreferredWidth(widths[c]);
        }
        table.getSelectionModel().addListSelectionListener(e -> {
            if (!restoring && !e.getValueIsAdjusting()) {
                int r = table.getSelectedRow();
                selectedKey = r < 0 ? null : key(rows.rows().get(r).motion());
                strip.repaint();
            }
        });
        table.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                int r = table.rowAtPoint(e.getPoint());
                int c = table.columnAtPoint(e.getPoint());
                if (r < 0 || !rows.rows().get(r).isSequence()) {
                    return;
                }
                Rectangle cell = table.getCellRect(r, 0, false);
                if (e.getClickCount() == 2 || (c == 0 && e.getX() < cell.x + SIGN_WIDTH)) {
                    String name = rows.rows().get(r).motion().debugName();
                    if (!collapsed.remove(name)) {
                        collapsed.add(name);
                    }
                    rebuild();
                }
            }
        });
        JScrollPane motions = new JScrollPane(table);

        JList<String> subscriptions = new JList<>(subscriptionLines);
        subscriptions.setFont(Canvas.SMALL_MONO);
        JPanel pipe = new JPanel(new BorderLayout(0, 4));
        subscriptionTitle.setForeground(Canvas.ACCENT);
        pipe.add(subscriptionTitle, BorderLayout.NORTH);
        pipe.add(new JScrollPane(subscriptions), BorderLayout.CENTER);

        JSplitPane bottom = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, strip, pipe);
        bottom.setResizeWeight(0.62);
        bottom.setBorder(null);
        JSplitPane split = new JSplitPane(JSplitPane.VERTICAL_SPLIT, motions, bottom);
        split.setResizeWeight(0.62);
        split.setBorder(null);
        root.setBorder(BorderFactory.createEmptyBorder(10, 12, 12, 12));
        root.add(top, BorderLayout.NORTH);
        root.add(split, BorderLayout.CENTER);
    }

    JComponent component() {
        return root;
    }

    /** Shows a fresh snapshot, keeping the filter, the folds and the selected motion. */
    void show(LiveMotions snapshot, List<SubscriptionInfo> subscriptions) {
        live = snapshot;
        rebuild();
        List<String> lines = new ArrayList<>();
        for (SubscriptionInfo s : subscriptions) {
            lines.add(InspectorScene.subscriptionLine(s));
        }
        if (!lines.equals(java.util.Collections.list(subscriptionLines.elements()))) {
            subscriptionLines.clear();
            lines.forEach(subscriptionLines::addElement);
        }
        subscriptionTitle.setText(subscriptions.size() + " live subscriptions on the pipe scene's MessagePipe");
    }

    /** The rows shown now (after the filter and the folds). */
    InspectorRows rows() {
        return rows;
    }

    JTable table() {
        return table;
    }

    JTextField filter() {
        return filter;
    }

    /** The sequence whose timeline the strip shows: the selected row's, else the first. */
    String stripSequence() {
        int r = table.getSelectedRow();
        if (r >= 0 && r < rows.rows().size()) {
            LiveMotion m = rows.rows().get(r).motion();
            String name = rows.rows().get(r).isSequence() ? m.debugName() : m.sequence();
            if (name != null) {
                return name;
            }
        }
        List<String> names = rows.sequenceNames();
        return names.isEmpty() ? null : names.get(0);
    }

    private void rebuild() {
        if (live == null) {
            return;
        }
        InspectorRows fresh = InspectorRows.of(live, filter.getText(), collapsed);
        boolean sameShape = rows != null && keys(rows).equals(keys(fresh));
        rows = fresh;
        restoring = true;
        try {
            if (sameShape) {
                model.fireTableRowsUpdated(0, Math.max(0, rows.rows().size() - 1));
            } else {
                model.fireTableDataChanged();
            }
            int r = indexOf(selectedKey);
            if (r >= 0) {
                table.setRowSelectionInterval(r, r);
            } else {
                table.clearSelection();
            }
        } finally {
            restoring = false;
        }
        summary.setText(InspectorScene.summary(fresh) + (filter.getText().isBlank() ? ""
                : "  · " + fresh.rows().size() + " rows match"));
        strip.repaint();
    }

    private int indexOf(String key) {
        if (key == null) {
            return -1;
        }
        List<InspectorRows.Row> all = rows.rows();
        for (int r = 0; r < all.size(); r++) {
            if (key(all.get(r).motion()).equals(key)) {
                return r;
            }
        }
        return -1;
    }

    private static List<String> keys(InspectorRows rows) {
        List<String> keys = new ArrayList<>();
        rows.rows().forEach(r -> keys.add(key(r.motion()) + r.children()));
        return keys;
    }

    private static String key(LiveMotion m) {
        return m.debugName() + '\u0000' + m.sequence() + '\u0000' + m.createdAt();
    }

    private final class Model extends AbstractTableModel {
        private static final long serialVersionUID = 1L;

        @Override
        public int getRowCount() {
            return rows == null ? 0 : rows.rows().size();
        }

        @Override
        public int getColumnCount() {
            return InspectorRows.COLUMNS.size() + 1;
        }

        @Override
        public String getColumnName(int column) {
            if (column == PROGRESS_COLUMN) {
                return "progress";
            }
            return InspectorRows.COLUMNS.get(column < PROGRESS_COLUMN ? column : column - 1);
        }

        @Override
        public Object getValueAt(int row, int column) {
            InspectorRows.Row r = rows.rows().get(row);
            if (column == PROGRESS_COLUMN) {
                return r;
            }
            int c = column < PROGRESS_COLUMN ? column : column - 1;
            return r.cell(c, collapsed.contains(r.motion().debugName()));
        }
    }

    /** Text cells: a sequence's row in the accent, a waiting or finished child dimmed. */
    private final class TextCell extends DefaultTableCellRenderer {
        private static final long serialVersionUID = 1L;

        @Override
        public Component getTableCellRendererComponent(JTable t, Object value, boolean selected, boolean focus,
                int row, int column) {
            super.getTableCellRendererComponent(t, value, selected, focus, row, column);
            if (!selected && row < rows.rows().size()) {
                InspectorRows.Row r = rows.rows().get(row);
                String state = InspectorRows.state(r.motion());
                setForeground(r.isSequence() ? Canvas.ACCENT
                        : state.equals("WAITING") || state.equals("DONE") ? Canvas.DIM_TEXT : Canvas.TEXT);
            }
            return this;
        }
    }

    /** The progress column: a bar of the time through the current loop, coloured by state. */
    private static final class ProgressCell extends JComponent implements javax.swing.table.TableCellRenderer {
        private static final long serialVersionUID = 1L;
        private transient InspectorRows.Row row;

        @Override
        public Component getTableCellRendererComponent(JTable t, Object value, boolean selected, boolean focus,
                int r, int column) {
            row = (InspectorRows.Row) value;
            return this;
        }

        @Override
        protected void paintComponent(Graphics g) {
            int h = 8;
            int y = (getHeight() - h) / 2;
            int w = getWidth() - 12;
            g.setColor(Canvas.GRID);
            g.fillRoundRect(6, y, w, h, h, h);
            if (row != null) {
                g.setColor(SequenceStrip.colour(InspectorRows.state(row.motion())));
                g.fillRoundRect(6, y, (int) Math.round(w * InspectorRows.loopProgress(row.motion())), h, h, h);
            }
        }
    }

    /** The timeline strip of {@link #stripSequence()}; pressing or dragging scrubs it. */
    private final class Strip extends JComponent {
        private static final long serialVersionUID = 1L;

        Strip() {
            setPreferredSize(new Dimension(600, 180));
            MouseAdapter mouse = new MouseAdapter() {
                @Override
                public void mousePressed(MouseEvent e) {
                    scrubTo(e, true);
                }

                @Override
                public void mouseDragged(MouseEvent e) {
                    scrubTo(e, true);
                }

                @Override
                public void mouseReleased(MouseEvent e) {
                    scrubTo(e, false);
                }
            };
            addMouseListener(mouse);
            addMouseMotionListener(mouse);
        }

        private Rectangle area() {
            return new Rectangle(0, 0, getWidth(), getHeight());
        }

        private void scrubTo(MouseEvent e, boolean holding) {
            String name = stripSequence();
            if (rows != null && name != null) {
                scene.scrub(name, SequenceStrip.timeAt(e.getX(), area(), SequenceStrip.span(rows, name)), holding);
            }
        }

        @Override
        protected void paintComponent(Graphics graphics) {
            if (rows == null) {
                return;
            }
            Graphics2D g = (Graphics2D) graphics.create();
            try {
                Canvas.prepare(g, getSize());
                String name = stripSequence();
                SequenceStrip.paint(g, rows, name, area(), name != null && scene.canScrub(name));
            } finally {
                g.dispose();
            }
        }
    }
}
