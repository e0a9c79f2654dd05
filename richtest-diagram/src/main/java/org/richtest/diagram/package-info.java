/**
 * Pictures of SYN-sequences and explorations, built from the public API only: {@link
 * org.richtest.diagram.SpaceTimeDiagram} draws a sequence as the paper's space-time diagram in SVG,
 * {@link org.richtest.diagram.HappenedBeforeGraph} exports its happened-before edges as a JGraphT
 * graph and in DOT, and {@link org.richtest.diagram.ExplorationReport} writes a self-contained HTML
 * page about one exploration.
 */
@NullMarked
package org.richtest.diagram;

import org.jspecify.annotations.NullMarked;
