package com.prepstream.interview;

import java.util.Collection;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

interface InterviewReportRepository extends JpaRepository<InterviewReport, Long> {

    List<InterviewReport> findBySessionIdIn(Collection<Long> sessionIds);
}
