/**
 * What a resume analysis is, whichever analyzer produced it: the offline rules ({@code resume.offline})
 * and the LLM ({@code resume}) both produce it, the feature stores and serves it. It lives apart from
 * both so that neither analyzer package depends on the other (no package cycles, ArchitectureTests).
 */
package com.prepstream.resume.analysis;
