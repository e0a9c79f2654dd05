package org.richtest.junit5;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The class-name patterns of {@code richtest.explore}. */
class ClassNamePatternsTest {

  @Test
  void matches_star_standsForAnyCharactersDotsIncluded() {
    ClassNamePatterns patterns = ClassNamePatterns.parse("org.richtest.*Test");

    assertTrue(patterns.matches(ClassNamePatternsTest.class));
    assertTrue(patterns.matches(ExistingTestsTest.class));
    assertFalse(patterns.matches(Fixtures.class));
  }

  @Test
  void matches_nestedClass_namedWithDots() {
    assertTrue(ClassNamePatterns.parse("org.richtest.junit5.Fixtures.Mutex")
        .matches(Fixtures.Mutex.class));
    assertFalse(ClassNamePatterns.parse("org.richtest.junit5.Fixtures$Mutex")
        .matches(Fixtures.Mutex.class));
  }

  @Test
  void matches_partOfTheName_doesNotMatch() {
    assertFalse(ClassNamePatterns.parse("org.richtest").matches(Fixtures.class));
    assertFalse(ClassNamePatterns.parse("Fixtures").matches(Fixtures.class));
  }

  @Test
  void parse_commaSeparatedWithSpaces_anyPatternMatches() {
    ClassNamePatterns patterns = ClassNamePatterns.parse(" com.acme.* ,, *Fixtures ");

    assertTrue(patterns.matches(Fixtures.class));
    assertFalse(patterns.matches(ClassNamePatternsTest.class));
  }

  @Test
  void parse_empty_matchesNothing() {
    assertFalse(ClassNamePatterns.parse(" ").matches(Fixtures.class));
  }
}
