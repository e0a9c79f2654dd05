/** Readers/writers programs (Carver &amp; Tai), one per synchronization construct. */
@NullMarked
package org.richtest.examples.readerswriters;

import org.jspecify.annotations.NullMarked;
