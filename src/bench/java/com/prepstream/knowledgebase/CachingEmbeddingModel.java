package com.prepstream.knowledgebase;

import com.prepstream.ai.InProcessEmbeddingModel;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.springframework.ai.embedding.Embedding;
import org.springframework.ai.embedding.EmbeddingRequest;
import org.springframework.ai.embedding.EmbeddingResponse;

/**
 * Benchmark only: the in-process model with an on-disk cache keyed by (model, SHA-256 of the text),
 * so lever experiments that do not change chunk text skip the slow part. Still an
 * {@link InProcessEmbeddingModel}, so the application wires it exactly like the real one. Ingest
 * speed is only meaningful with the cache off ({@code -Dbench.cache=false}); the benchmark prints
 * how many texts came from the cache. It serves only while switched on ({@link #serving}, during
 * the ingest): a search's query is embedded for real, since search latency includes the embedding.
 */
final class CachingEmbeddingModel extends InProcessEmbeddingModel {

    private final Map<String, float[]> cache = new ConcurrentHashMap<>();
    private final Path file;
    private final AtomicLong hits = new AtomicLong();
    private final AtomicLong misses = new AtomicLong();
    private volatile boolean active;

    CachingEmbeddingModel(Path directory, com.prepstream.ai.InProcessModel model) {
        super(model);
        this.file = directory.resolve(model.modelName() + ".bin");
        load();
    }

    long hits() {
        return hits.get();
    }

    long misses() {
        return misses.get();
    }

    void serving(boolean on) {
        active = on;
    }

    @Override
    public EmbeddingResponse call(EmbeddingRequest request) {
        if (!active) {
            return super.call(request);
        }
        List<String> texts = request.getInstructions();
        float[][] vectors = new float[texts.size()][];
        List<Integer> missing = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            vectors[i] = cache.get(key(texts.get(i)));
            if (vectors[i] == null) {
                missing.add(i);
            }
        }
        hits.addAndGet(texts.size() - missing.size());
        if (!missing.isEmpty()) {
            misses.addAndGet(missing.size());
            List<String> todo = missing.stream().map(texts::get).toList();
            List<Embedding> made = super.call(new EmbeddingRequest(todo, request.getOptions())).getResults();
            for (int j = 0; j < made.size(); j++) {
                vectors[missing.get(j)] = made.get(j).getOutput();
                store(key(todo.get(j)), made.get(j).getOutput());
            }
        }
        List<Embedding> out = new ArrayList<>(vectors.length);
        for (int i = 0; i < vectors.length; i++) {
            out.add(new Embedding(vectors[i], i));
        }
        return new EmbeddingResponse(out);
    }

    private static String key(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(
                    (text == null ? "" : text).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private synchronized void store(String key, float[] vector) {
        if (cache.putIfAbsent(key, vector) != null) {
            return;
        }
        try (DataOutputStream out = new DataOutputStream(new java.io.BufferedOutputStream(Files.newOutputStream(file,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND)))) {
            out.writeUTF(key);
            out.writeInt(vector.length);
            for (float v : vector) {
                out.writeFloat(v);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void load() {
        try {
            Files.createDirectories(file.getParent());
            if (!Files.exists(file)) {
                return;
            }
            try (DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(Files.newInputStream(file)))) {
                while (true) {
                    String key = in.readUTF();
                    float[] vector = new float[in.readInt()];
                    for (int i = 0; i < vector.length; i++) {
                        vector[i] = in.readFloat();
                    }
                    cache.put(key, vector);
                }
            } catch (EOFException end) {
                // a record cut short by an interrupted run is simply dropped
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
